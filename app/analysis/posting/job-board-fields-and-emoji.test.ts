// Postings read at stop 56 (invented postings): a job board's fields of years and credentials with "(Required)" or
// "(Preferred)" after them, headings after a picture, and a federal bulletin's degree offered in place of experience.
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "./job-profile";

const profile = (name: string, description: string) => buildJobProfile({ name, description }, { asOf: "2026-11" });

describe("a job board's fields", () => {
  const p = profile("Class A CDL Driver - Local", "Local deliveries, home daily.\nExperience:\n- Class A driving: 2 years (Required)\n- Tractor-trailer: 1 year (Preferred)\nLicense/Certification:\n- CDL A (Required)\n- Hazmat endorsement (Preferred)\nWork Location: In person");

  it("asks the years a field names with '(Required)'", () => {
    const years = p.requirements.find((r) => r.kind === "experience");
    expect(years?.label).toBe("2+ years of relevant experience");
    expect(years?.key).toBe(true);
  });

  it("labels a credential without the field's '(Required)'", () => {
    const labels = p.requirements.map((r) => r.label);
    expect(labels).toContain("CDL A");
    expect(labels.some((l) => /\(Required\)/.test(l))).toBe(false);
  });
});

describe("headings after a picture", () => {
  it("reads '✨ Nice to have' as the heading of what is optional", () => {
    const p = profile("Frontend Developer", "🚀 What you'll do\nBuild our React app with TypeScript.\n✅ What you bring\n2+ years React; TypeScript; CSS.\n✨ Nice to have\nNext.js; GraphQL.");
    const graphql = p.requirements.find((r) => r.label === "GraphQL");
    expect(graphql?.key).toBe(false);
    expect(p.requirements.find((r) => r.label === "TypeScript")?.key).toBe(true);
  });
});

describe("what a posting asks, met as the candidate writes it", () => {
  it("meets an ask of firewalls by the firewalls a network engineer names, and reads Cisco's IOS as no Apple work", () => {
    const p = profile("Network Engineer II", "Requirements: 3+ years routing and switching; BGP and OSPF; firewalls (Palo Alto or Fortinet).");
    const a = analyzeResume(p, "Tomas Reyes\nAustin, TX\n\nSKILLS\nRouting: Cisco IOS/NX-OS, BGP, OSPF\nSecurity: Palo Alto NGFW, FortiGate\n\nEXPERIENCE\nNetwork Engineer, Lone Star Credit Union — 2021–Present\nRun 42 branch networks.");
    const status = (label: RegExp) => a.requirements.find((r) => label.test(r.label))?.status;
    expect(status(/firewalls/i)).toBe("met");
    expect(status(/^BGP$/)).toBe("met");
    expect(status(/^OSPF$/)).toBe("met");
    expect(a.skills).not.toContain("iOS");
  });

  it("reads a heavy equipment mechanic's diesel engines as repair, and construction equipment as no construction", () => {
    const p = profile("Equipment Mechanic", "Repairs and maintains gasoline and diesel powered automotive and construction equipment.\nRequirements: two years as an automotive or heavy duty equipment mechanic.");
    expect(p.requirements.map((r) => r.label)).not.toContain("Construction");
    const a = analyzeResume(p, "Ruben Castillo\nLos Angeles, CA\nFleet Mechanic, Sunland Paving Inc., 2020 - present\nDiagnose and repair diesel engines and hydraulics on loaders and dump trucks.");
    expect(a.skills).toContain("Automotive Repair");
  });

  it("counts an expense tool named as its product in the work as shown, not in passing", () => {
    const p = profile("Executive Assistant", "Support two executives. Minimum of 5 years' experience in a similar role. Expert in Concur.");
    const a = analyzeResume(p, "Rachel Green\nNew York, NY\nExecutive Assistant to the CFO, Lumen Capital — 2019 – present\nManage the CFO's calendar, travel, and expenses in Concur.");
    expect(a.requirements.find((r) => /Concur/.test(r.label))?.status).toBe("met");
  });
});

describe("a degree offered as one way in", () => {
  it("reads a bachelor's that the next sentence offers years of work in place of as no requirement of its own", () => {
    const p = profile("IT Support Specialist II", "Minimum qualifications:\nBachelor's degree in information technology and 2 years of help desk experience; OR an associate degree and 4 years of help desk experience; OR 6 years of help desk experience.");
    expect(p.requirements.find((r) => r.kind === "education")?.key).toBe(false);
  });

  it("keeps a bachelor's asked on its own as a requirement", () => {
    const p = profile("Staff Accountant", "Requirements: Bachelor's degree in accounting. 3 years of experience.");
    expect(p.requirements.find((r) => r.kind === "education")?.key).toBe(true);
  });
});

describe("a title that names only a place on a team", () => {
  it("takes its line of work from what the posting says the work is", () => {
    const crew = profile("Crew Member", "Take orders at the counter, prepare burgers and fries on the grill, keep the dining room and kitchen clean, and work the drive-thru window during lunch rush.");
    expect(crew.occupation?.title).toBe("Fast Food and Counter Workers");
    const lead = profile("Shift Lead", "Lead baristas during the morning shift at our coffee shop; open the store, count the cash drawer, handle customer complaints and make sure every drink meets our standards.");
    expect(lead.occupation?.title).toBe("First-Line Supervisors of Food Preparation and Serving Workers");
  });

  it("keeps a title that names a line of work as O*NET lists it", () => {
    expect(profile("Dishwasher", "Wash dishes, pots and pans and keep the kitchen clean during dinner service at our restaurant.").occupation?.title).toBe("Dishwashers");
  });
});

describe("a job board's title noise", () => {
  it("reads hours, a grade's number and a trainee's 'in training' as no part of the work", () => {
    expect(profile("Part Time Cashier 10-20 hrs/wk", "").occupation?.title).toBe("Cashiers");
    expect(profile("Grade 5 Teacher", "").occupation?.title).toBe("Elementary School Teachers, Except Special Education");
    // A retail floor's first-line supervisor, not a manager of training.
    expect(profile("Store Manager in Training", "").occupation?.code).toBe("41-1011.00");
  });

  it("reads a crew member without a description as a fast food worker, not a sailor", () => {
    expect(profile("Crew Member - Drive Thru", "").occupation?.title).toBe("Fast Food and Counter Workers");
  });
});
