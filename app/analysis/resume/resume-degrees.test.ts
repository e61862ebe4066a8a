// Kinds of degree wording the highest degree once misread (invented resumes).
import { describe, expect, it } from "vitest";
import { parseResume } from "./resume";

const levels = (text: string) => parseResume(text, 2026 * 12).degrees.map((d) => d.level);
const inEducation = (...lines: string[]) => levels(`Robin Vale\nEducation\n${lines.join("\n")}\nExperience\nClerk 2015 to 2018`);

describe("degrees still being earned", () => {
  it("a degree dated Current or Present, or with a GPA 'currently'", () => {
    expect(inEducation("Master of Science , Data Science Present Lakeside University")).toEqual([]);
    expect(inEducation("Associate of Science : Radiology , Current")).toEqual([]);
    expect(inEducation("MS : Urban Planning Northfield University", "Currently 3.8 GPA")).toEqual([]);
    expect(inEducation("MBA : Finance Hillcrest University * Completed 2 of 3 years course work")).toEqual([]);
  });
  it("but not a licence under the degree that is current through a date", () => {
    expect(inEducation("MASTER OF ARTS IN : HISTORY 2009 Pine College", "State Teaching Licence Current through 6/2027")).toEqual(["master"]);
  });
});

describe("words that name no degree of the candidate's", () => {
  it("skills, teams and clubs named 'masters'", () => {
    expect(levels("Summary\nQuick learner who masters new tools fast.\nExperience\nWorked with scrum masters of four teams.")).toEqual([]);
    expect(levels("Certifications\n2004 Court of Masters Sommelier - Level 1")).toEqual([]);
    expect(levels("Experience\nSet up a task force with the MSC and Marketing.")).toEqual([]);
  });
  it("associates and others' diplomas at work", () => {
    expect(levels("Experience\nTrained all new associates in cash handling.")).toEqual([]);
    expect(levels("Experience\nTutored adults; most later earned their GEDs or high school diplomas.")).toEqual([]);
  });
  it("executive education and certificate programmes", () => {
    expect(inEducation("Harbor School Executive Education 2012 MA : Strategic Leadership Programme")).toEqual([]);
    expect(inEducation("Tax Preparation Certificate : GED , 2003 Adult Learning Center")).toEqual(["high_school"]);
  });
});

describe("degrees as resumes abbreviate them", () => {
  it("nursing degrees and the associate's letters", () => {
    expect(inEducation("BSN : Nursing , 2012 Coastal University")).toEqual(["bachelor"]);
    expect(inEducation("ADN : Nursing , 2008 Valley College")).toEqual(["associate"]);
    expect(inEducation("Associates , Applied Science Welding 2010 Tri-County College")).toEqual(["associate"]);
    expect(inEducation("Graduated 2016, then obtained my AA in general studies at Bay College")).toEqual(["associate"]);
  });
  it("master's degrees by their letters or with 'Masters of'", () => {
    expect(inEducation("MST/Taxation Riverside University")).toEqual(["master"]);
    expect(inEducation("Masters of Accounting May 2015 Summit University")).toEqual(["master"]);
    expect(inEducation("Masters Business Administration : 2010 Keller Institute")).toEqual(["master"]);
  });
});

describe("a degree under a date line that says 'current'", () => {
  it("is still being earned", () => {
    expect(inEducation("current", "Master of Science : Systems Engineering Hilltop University")).toEqual([]);
    expect(inEducation("2014", "Master of Science : Systems Engineering Hilltop University")).toEqual(["master"]);
  });
});

describe("a degree's field", () => {
  it("is read from the line under it, but not from the next section's heading", () => {
    const parsed = parseResume(["EDUCATION", "Lakeview College 2011 Bachelor of Arts : Philosophy", "Nursing Experience", "Charge Nurse Jan 2012 - Mar 2020"].join("\n"), 2024 * 12);
    expect(parsed.degrees).toHaveLength(1);
    expect(parsed.degrees[0].fields.includes("healthcare")).toBe(false);
    const twoLines = parseResume(["EDUCATION", "Bachelor of Science, 2011", "Nursing", "EXPERIENCE", "Charge Nurse Jan 2012 - Mar 2020"].join("\n"), 2024 * 12);
    expect(twoLines.degrees[0].fields).toContain("healthcare");
  });
});

describe("a degree in child development (stop 51)", () => {
  it("meets a posting's early childhood education as a related field", async () => {
    const { buildJobProfile } = await import("../posting/job-profile");
    const { analyzeResume } = await import("../builtin");
    const profile = buildJobProfile({ name: "Preschool Teacher", description: "Requirements:\n- Associate degree in Early Childhood Education\n- 2 years of lead teacher experience" });
    const a = analyzeResume(profile, "Ana Ortiz\nLaredo, TX\n\nEXPERIENCE\nLead Teacher — Bright Start Center (2019 – present)\n\nEDUCATION\nA.A.S. Child Development, Laredo College, 2019");
    expect(a.requirements.find((r) => r.kind === "education")?.status).toBe("met");
  });
});

describe("degrees as other countries name them (stop 51)", () => {
  const levels = (line: string) => parseResume(`Education\n${line}`, 2026 * 12).degrees.map((d) => d.level);
  it("reads India's PGDM as a master's, MBBS and BDS as a physician's and a dentist's degree, a licenciatura as a bachelor's", () => {
    expect(levels("PGDM (Marketing), XLRI Jamshedpur, 2016")).toEqual(["master"]);
    expect(levels("MBBS, Kasturba Medical College, 2012")).toEqual(["doctorate"]);
    expect(levels("BDS, Saveetha Dental College")).toEqual(["doctorate"]);
    expect(levels("Licenciatura en Contaduría, Universidad de Guadalajara")).toEqual(["bachelor"]);
  });

  it("reads the last school years as a school's: A-levels, the HSC, Class XII", () => {
    expect(levels("A-Levels: Chemistry, Biology (2014)")).toEqual(["high_school"]);
    expect(levels("HSC, Gujarat Board, 2010")).toEqual(["high_school"]);
    expect(levels("Class XII, CBSE, 2009")).toEqual(["high_school"]);
    // Outside the education section, the letters are left alone.
    expect(parseResume("Experience\nClerk, SSC Office, 2015 - 2018", 2026 * 12).degrees).toEqual([]);
  });
});

describe("diplomas after school (stop 57)", () => {
  it("reads a diploma in a field, an HND or HNC, as a college's two years", () => {
    expect(inEducation("Diploma in Dental Technology, Riverside Polytechnic, 2014")).toEqual(["associate"]);
    expect(inEducation("HND Hospitality Management, Clyde Valley College")).toEqual(["associate"]);
  });
  it("reads a postgraduate diploma or a PGCE as following a first degree", () => {
    expect(inEducation("Postgraduate Diploma in Human Resource Management, 2019")).toEqual(["bachelor"]);
    expect(inEducation("PGCE Secondary Mathematics, Northbrook University")).toEqual(["bachelor"]);
  });
  it("keeps a high school diploma a school's, and coursework toward a degree unearned", () => {
    expect(inEducation("High School Diploma, Eastfield High School, 2010")).toEqual(["high_school"]);
    expect(inEducation("Coursework toward a B.A. in Sociology, Marlow State University")).toEqual([]);
    expect(inEducation("High School Diploma, Eastfield High School, 2010", "Some College (No Degree), Marlow State University")).toEqual(["high_school"]);
  });
});

describe("a degree in education (stop 57)", () => {
  it("is a degree, not the heading of an education section", () => {
    expect(inEducation("BA Primary Education, Northbrook University")).toEqual(["bachelor"]);
    expect(inEducation("MA Special Education")).toEqual(["master"]);
    expect(inEducation("B.Ed. Elementary Education, Northbrook University, 2012")).toEqual(["bachelor"]);
  });
  it("leaves headings that name education headings", () => {
    expect(levels("Robin Vale\nEducation, Training and Certifications\nBS Biology, Lakeside University, 2010")).toEqual(["bachelor"]);
  });
});
