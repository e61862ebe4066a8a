// Words that name a skill in one trade and something else in another, and a public
// employer's rule citations: no requirement the posting did not ask for. Made-up
// postings in the shape of real ones (none from the eval corpus).
import { describe, expect, it } from "vitest";
import { canonicalSkills } from "../knowledge/lexicon";
import { asked } from "../../../tests/support/posting-asks";
import { buildJobProfile } from "./job-profile";

describe("a word in another trade's sense", () => {
  it("reads electrical transformers, pipe fittings and site grading as the trades' own", () => {
    expect(canonicalSkills("Tests and replaces pole-mounted transformers and splices service cables")).not.toContain("Deep Learning");
    expect(canonicalSkills("Installs compressed air fittings and hangers")).not.toContain("Fashion Design");
    expect(canonicalSkills("Reviews grading, drainage and zoning plans for new parcels")).not.toContain("Student Assessment");
    expect(canonicalSkills("Coordinates vendors and contractors for the spring film festival")).not.toContain("Construction");
    expect(canonicalSkills("Promotes energy conservation in municipal buildings")).not.toContain("Natural Resources");
    expect(canonicalSkills("Trains field personnel on the new scanners")).not.toContain("Human Resources");
  });
  it("still reads each skill where it is meant", () => {
    expect(canonicalSkills("Fine-tuned transformer models for document classification")).toContain("Deep Learning");
    expect(canonicalSkills("Conducted garment fittings with the design team")).toContain("Fashion Design");
    expect(canonicalSkills("Grading papers and tracking student progress")).toContain("Student Assessment");
    expect(canonicalSkills("Supervised sub-contractors on the hospital wing")).toContain("Construction");
    expect(canonicalSkills("Kept personnel files and leave records for 300 staff")).toContain("Human Resources");
  });
});

describe("a civil service bulletin's process notes", () => {
  const bulletin = `PARKS DATA ANALYST
DUTIES
A Parks Data Analyst builds reports on park attendance and maintains the department's dashboards.
WHAT YOU NEED
1. Two years analysing park data with SQL and Excel, paid and full time.
In accordance with the City Charter and Civil Service Rule 6.12, selective certification will be used for positions that need a special skill.
2. Applicants filing under Requirement 1 must list the dates of that experience at the time of filing.`;

  it("asks for what the work needs, not for employment law or clerical work", () => {
    const all = asked("Parks Data Analyst", bulletin);
    expect(all).toContain("SQL");
    expect(all).toContain("Excel");
    expect(all).not.toContain("Employment Law");
    expect(all).not.toContain("Administrative Support");
  });
});

describe("a job board's header line", () => {
  const skillsOf = (description: string) => buildJobProfile({ name: "Business Development Rep", description }).requirements.flatMap((r) => (r.kind === "skill" ? r.terms : []));

  it("names the employer's industry and place, and asks for nothing", () => {
    const body = "Visit local shops and restaurants to sell pest prevention plans.\nRequirements\n- Two years of outside sales\n- Valid driver's license";
    const skills = skillsOf(`Accounting and Auditing Services | Wichita, KS 67202\n\n${body}`);
    expect(skills).toContain("Sales");
    for (const industry of ["Accounting", "Auditing"]) expect(skills).not.toContain(industry);
  });

  it("still reads the same words where the posting asks for them", () => {
    expect(skillsOf("Requirements\n- Basic accounting and auditing knowledge | ability to travel")).toEqual(expect.arrayContaining(["Accounting", "Auditing"]));
  });
});
