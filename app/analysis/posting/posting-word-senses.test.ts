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
    expect(canonicalSkills("Reads tract maps and street lighting plans")).not.toContain("Charts and Infographics");
    expect(canonicalSkills("Must read maps and diagrams to find job sites")).not.toContain("Charts and Infographics");
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

describe("an address in a posting", () => {
  const posting = `Sunny Acres Preschool is looking for a full-time cook to join our team. To succeed in this position you will need: •Two years of cooking for groups •A food handler card To apply, please email your resume to hiring@sunnyacresfamily.net or visit https://sunnyacres.example.com/jobs/cook.html today.`;

  it("asks for no skill its mail or web address spells (.net, .html)", () => {
    const all = asked("Cook and Kitchen Manager", posting);
    expect(all).not.toContain("C#/.NET");
    expect(all).not.toContain("HTML");
  });
  it("still reads the names that are skills", () => {
    expect(canonicalSkills("Builds ASP.NET MVC pages in HTML and CSS")).toEqual(expect.arrayContaining(["C#/.NET", "HTML"]));
    expect(canonicalSkills("Salesforce.com administration")).toContain("CRM");
  });
});

describe("an acronym that is also a word", () => {
  it("reads 'the rest of the team' and GCP beside clinical rules as no software skill", () => {
    expect(canonicalSkills("Gives feedback on each visit to the rest of the care team")).not.toContain("REST APIs");
    expect(canonicalSkills("Keeps study files in line with ICH-GCP guidelines")).not.toContain("Google Cloud");
    expect(canonicalSkills("Knows the regulatory requirements for clinical trials, including GCP")).not.toContain("Google Cloud");
  });
  it("still reads REST and GCP where they are the software", () => {
    expect(canonicalSkills("Designed REST endpoints for the billing service")).toContain("REST APIs");
    expect(canonicalSkills("Cloud: GCP")).toContain("Google Cloud");
    expect(canonicalSkills("Moved the nightly jobs to GCP")).toContain("Google Cloud");
  });
});

describe("painting among the building trades", () => {
  it("is a maintenance worker's painting, not fine art", () => {
    expect(canonicalSkills("Some knowledge of carpentry, drywall repair, painting, plumbing and HVAC")).not.toContain("Fine Arts");
    expect(canonicalSkills("Oil painting and murals for the city gallery")).toContain("Fine Arts");
  });
});

describe("a posting's closing disclaimer", () => {
  it("asks for nothing ('associates assigned to this classification' is no compensation work)", () => {
    const posting = `Outside Sales Representative
Responsibilities
- Prospects for new accounts by phone and in person
Requirements
- Two years of business-to-business sales
Note: the duties above are intended to describe the general kind of work done in this classification; they should not be construed as an exhaustive list of the tasks of the classification.`;
    const all = asked("Outside Sales Representative", posting);
    expect(all).toContain("Sales");
    expect(all).not.toContain("Compensation");
  });
  it("keeps the list items that run into it on one line", () => {
    const oneLine = `Outside Sales Representative Requirements • Two years of business-to-business sales • Comfort with web searches to research prospects and their markets • Ability to drive to nearby clients Note These lines are intended to describe the general kind of work done in this classification.`;
    const all = asked("Outside Sales Representative", oneLine);
    expect(all).toContain("Research");
    expect(all).not.toContain("Compensation");
  });
});

describe("how to apply and how pay is set", () => {
  it("ask for nothing: a resume and links sent by mail, the factors pay is based on", () => {
    const posting = `Backend Engineer
We build payment rails for small banks. You will own our ledger service in Go and Postgres.
Requirements
- Go and Postgres
- Two years building payment APIs.Generous insurance options for you and your household.
Interested? Email careers@ledgerly.example with a resume, github/linkedin/portfolio links, plus a few lines about you.
Our posted range is a good faith estimate. Offers could ultimately pay above or below it. Pay is based on skills, location and employee relations record.`;
    const all = asked("Backend Engineer", posting);
    expect(all).toContain("Go");
    expect(all).not.toContain("github/linkedin");
    expect(all).not.toContain("Employee Relations");
    expect(all).not.toContain("Insurance");
  });
});

describe("counseling and programming in a manager's and a broadcaster's sense", () => {
  it("counseling staff is supervision, programming a station's schedule is no software", () => {
    expect(canonicalSkills("Hires, schedules, trains, counsels and disciplines staff; counseling employees on attendance")).not.toContain("Case Management");
    expect(canonicalSkills("Plans video segments for school programming on the district channel")).not.toContain("Programming");
  });
  it("counseling clients is case work", () => {
    expect(canonicalSkills("Individual counseling for clients in recovery")).toContain("Case Management");
    expect(canonicalSkills("Crisis counseling")).toContain("Case Management");
  });
});
