import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { withoutLicence } from "./scoring";

// A posting whose own work needs a licence by law, and resumes written for these tests.
const nursePosting = buildJobProfile({
  name: "Registered Nurse - Cardiac Step-Down",
  description: "Care for telemetry patients on a 30-bed cardiac step-down unit.\nRequirements: RN license; BLS; 1+ year of acute care experience preferred.",
});

const aide = `Jordan Avery
Modesto, CA · javery@example.com
Patient Care Technician, Oakdale Memorial — 2019 – present
Took vitals and drew blood for 14 telemetry patients a shift; reported changes to the charge nurse; turned and fed patients.
Home Health Aide, Riverbend Home Care — 2016 – 2019
Certifications: BLS, CNA (California)`;

const staffNurse = `Jordan Avery
Modesto, CA · javery@example.com
Staff Nurse, Oakdale Memorial — 2019 – present
Telemetry and step-down care for 5 patients a shift; titrated heparin drips; patient teaching at discharge.
Education: BSN, CSU Stanislaus, 2019
Certifications: BLS`;

describe("a licence to practise", () => {
  it("keeps a candidate without the posting's licence out of A and B, and says why", () => {
    const a = analyzeResume(nursePosting, aide);
    expect(a.requirements.find((r) => r.label === "RN license")).toMatchObject({ status: "not_met" });
    expect(a.tier).toBe("C");
    expect(a.score).toBeGreaterThanOrEqual(60);
    expect(a.score).toBeLessThan(70);
    expect(a.summary).toContain("main gap: RN license, which the work needs by law, so the tier stops at C.");
    expect(a.heldBy).toBe("RN license");
  });

  it("is shown in part by work that needs it: a staff nurse is a nurse, though the licence is not written", () => {
    const a = analyzeResume(nursePosting, staffNurse);
    const licence = a.requirements.find((r) => r.label === "RN license");
    expect(licence).toMatchObject({ status: "partial", evidence: "Staff Nurse, Oakdale Memorial — 2019 – present" });
    expect(a.tier).toBe("A");
    expect(a.summary).not.toContain("stops at C");
    expect(a.heldBy).toBeUndefined();
    expect(a.cons).toContain("RN license not on the resume, though the work it shows needs it (“Staff Nurse, Oakdale Memorial — 2019 – present”)");
    expect(a.followUpQuestions).toContain("Do you hold an active RN license?");
  });

  it("is no gate where the posting's work is another's: a sales posting asking for a nurse's licence", () => {
    const sales = buildJobProfile({
      name: "Hospice Account Executive",
      description: "Grow referrals from hospitals and physician offices for our hospice program.\nRequirements: RN license; 3+ years of healthcare sales; a valid driver's license.",
    });
    const rep = `Casey Lin
Fresno, CA
Territory Sales Manager, Valley Home Health — 2018 – present
Grew hospice and home health referrals from 40 physician offices by 35%; ran in-service lunches for discharge planners.
Education: B.A. Communications`;
    const a = analyzeResume(sales, rep);
    expect(a.requirements.find((r) => r.label === "RN license")).toMatchObject({ status: "not_met" });
    expect(a.summary).not.toContain("stops at C");
    expect(a.tier === "A" || a.tier === "B").toBe(true);
  });

  it("holds an electrician's helper at C for a journeyman's posting that needs the licence", () => {
    const journeyman = buildJobProfile({
      name: "Journeyman Electrician",
      description: "Install and repair power and lighting on commercial jobsites.\nMust haves:\n- Journeyman electrician license (Texas)\n- 4+ years of commercial electrical experience\n- Read blueprints and follow the NEC",
    });
    const helper = `Riley Shaw
Austin, TX
Electrician Helper, Lone Star Electric — 2020 – present
Pulled wire and bent conduit for tenant finish-outs; installed panels and lighting under a journeyman; read blueprints.
Warehouse Associate, Home Depot — 2018 – 2020`;
    const a = analyzeResume(journeyman, helper);
    expect(a.requirements.find((r) => r.kind === "certification")).toMatchObject({ status: "not_met" });
    expect(a.tier).toBe("C");
  });

  it("keeps the order of the candidates it holds back", () => {
    expect(withoutLicence(95)).toBeGreaterThan(withoutLicence(80));
    expect(withoutLicence(80)).toBeGreaterThan(withoutLicence(70));
    expect(withoutLicence(100)).toBeLessThan(70);
    expect(withoutLicence(55)).toBe(55);
  });
});
