import { describe, expect, it } from "vitest";
import { coveredMonths, findDateRanges } from "./dates";
import { parseResume } from "./resume";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { ACCOUNTANT_RESUME } from "../../../tests/support/test-resumes";

describe("date ranges", () => {
  it("reads the common resume formats", () => {
    expect(findDateRanges("Analyst 03/2016 to Current")[0]).toMatchObject({ start: 2016 * 12 + 2, end: null });
    expect(findDateRanges("Jan 2010 - Mar 2012")[0]).toMatchObject({ start: 2010 * 12, end: 2012 * 12 + 2 });
    expect(findDateRanges("2008–2011")[0]).toMatchObject({ start: 2008 * 12, end: 2011 * 12 + 11 });
  });
  it("counts overlapping jobs once", () => {
    expect(coveredMonths([[0, 24], [12, 36], [48, 60]])).toBe(48);
  });
});

describe("parseResume", () => {
  const parsed = parseResume(ACCOUNTANT_RESUME, 2024 * 12);
  it("finds the headline, jobs, degree and certificates", () => {
    expect(parsed.headline).toBe("Jordan Avery");
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Senior Accountant", "Staff Accountant"]);
    expect(parsed.degrees[0]).toMatchObject({ level: "bachelor" });
    expect(parsed.degrees[0].fields).toContain("accounting");
    expect(parsed.certifications.map((c) => c.name)).toContain("CPA");
  });
});

describe("dates stacked down a column", () => {
  // Two-column PDFs put each job's dates in a column of their own, one part a line.
  const text = [
    "ASP.NET WEB DEVELOPER",
    "Experience",
    "March 2015",
    "to",
    "Current",
    "Company Name, City, State ASP.Net Web Developer",
    "Migrated the print website to ASP.Net MVC.",
    "July 2011",
    "",
    "to",
    "July 2014",
    "Company Name, City, State Software Engineer",
    "Designed a data migration application.",
  ].join("\n");

  it("reads each as one range, with the title below it", () => {
    const parsed = parseResume(text, 2018 * 12 + 5);
    expect(parsed.jobs.map((j) => [j.title, j.start, j.end])).toEqual([
      ["ASP.Net Web Developer", 2015 * 12 + 2, 2018 * 12 + 5],
      ["Software Engineer", 2011 * 12 + 6, 2014 * 12 + 6],
    ]);
    expect(parsed.yearsOfExperience).toBe(6.4);
  });

  it("quotes the whole range as the job's evidence", async () => {
    const { analyzeResume } = await import("../builtin");
    const { buildJobProfile } = await import("../posting/job-profile");
    const analysis = analyzeResume(buildJobProfile({ name: "Applications Programmer", description: "Requirements: 2 years of experience programming in C#." }), text);
    const experience = analysis.requirements.find((r) => r.kind === "experience");
    expect(experience).toMatchObject({ status: "met", evidence: "Company Name, City, State ASP.Net Web Developer — March 2015 to Current" });
    expect(analysis.yearsOfExperience).toBeGreaterThanOrEqual(6);
  });

  it("needs the range's parts, in order, and nothing else on the date's line", () => {
    expect(parseResume("Experience\nApril 2015\nCurrent projects include a website.", 2018 * 12).jobs).toEqual([]);
    expect(parseResume("Experience\nAwarded in April 2015\nto\nCurrent staff", 2018 * 12).jobs).toEqual([]);
    expect(parseResume("Experience\nApril 2015\nto\nPython and SQL", 2018 * 12).jobs).toEqual([]);
  });
});

describe("dates that are no job's", () => {
  it("leaves memberships, honours and licences out of the jobs, the current title and the years", async () => {
    const text = [
      "STAFF ACCOUNTANT",
      "Experience",
      "Staff Accountant 05/2007 to 10/2017 Company Name, City, State",
      "Filed personal property tax returns.",
      "Affiliations",
      "Member of the Society of Payroll Auditors (SPA) 2009 - Present",
      "Awards",
      "Employee of the Year 2010 - 2011",
      "Licenses",
      "NC Notary 2000 - Present",
    ].join("\n");
    const parsed = parseResume(text, 2024 * 12);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Staff Accountant"]);
    expect(parsed.yearsOfExperience).toBe(10.5);
    const { analyzeResume } = await import("../builtin");
    const { buildJobProfile } = await import("../posting/job-profile");
    expect(analyzeResume(buildJobProfile({ name: "Accountant" }), text).currentTitle).toBe("STAFF ACCOUNTANT");
  });

  it("still reads the jobs under a heading that names experience with something else", () => {
    const parsed = parseResume(["Experience and Certifications", "Tax Preparer 01/2015 to 12/2019 Company Name, City, State"].join("\n"), 2024 * 12);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Tax Preparer"]);
  });
});

describe("job titles", () => {
  const titles = (lines: string[]) => parseResume(lines.join("\n"), 2024 * 12).jobs.map((j) => j.title);

  it("takes the words after the anonymised employer as the title, never a sentence", () => {
    expect(titles(["Experience", "Company Name Case Manager 05/2017 to Current", "Runs intake, needs assessments and crisis intervention for adult clients"])).toEqual(["Case Manager"]);
    expect(titles(["Experience", "City Manager", "June 2009 to March 2010 Company Name, City, State Led the daily work of 9 permit clerks. Introduced"])).toEqual(["City Manager"]);
    expect(titles(["Experience", "EMPLOYEE HEALTH NURSE LEAD", "October 2013 to June 2015 Company Name, City, State To deliver workplace injury care and wellness screening to staff"])).toEqual(["EMPLOYEE HEALTH NURSE LEAD"]);
    expect(titles(["Experience", "March 2013 to May 2016 Company Name - State", "Managed Payroll & Benefits for 850 employees"])).toEqual([""]);
  });

  it("reads no title off a fragment cut at a bracket or a connecting word, or off a heading", () => {
    expect(titles(["Experience", "Beat targets for booth sales and for visitor counts at the", "3%-6% each season during the slow years of 2009-2011 and likewise"])).toEqual([""]);
    expect(titles(["Summary", "Certified Safety Professional (2012- 2018) Licensed Lead Paint Inspector"])).not.toContain("Certified Safety Professional (");
    expect(titles(["I would like a full time position.", "April 2015 to Current", "Professional Experience"])).toEqual([""]);
  });

  it("shows the headline as the current title when the latest job's title could not be read", async () => {
    const { analyzeResume } = await import("../builtin");
    const { buildJobProfile } = await import("../posting/job-profile");
    const text = ["RECEPTIONIST", "Experience", "Receptionist 10/2008 to 04/2009 Company Name, City, State", "Answered phones.", "January 2010 to Current Company Name, City, State", "Commercial and private house cleaning."].join("\n");
    expect(analyzeResume(buildJobProfile({ name: "Receptionist" }), text).currentTitle).toBe("RECEPTIONIST");
  });
});

describe("section headings", () => {
  it("reads a job title that contains a heading word as the job, not a section", () => {
    const text = [
      "Career Overview",
      "Java developer.",
      "Work Experience",
      "Technical Designer",
      "August 2012 to Current Company Name, City, State",
      "Designed the Struts screens.",
      "Education Specialist",
      "January 2008 to January 2011 Company Name, City, State",
      "Trained teachers.",
    ].join("\n");
    const parsed = parseResume(text, 2024 * 12);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Technical Designer", "Education Specialist"]);
    expect(parsed.sectionOf[5]).toBe("experience");
    expect(parsed.sectionOf[8]).toBe("experience");
  });
  it("still reads the plain headings", () => {
    const parsed = parseResume("Technical Skills\nJava\nVolunteer\nRed Cross", null);
    expect(parsed.sectionOf).toEqual(["skills", "skills", "other", "other"]);
  });
});

describe("what a resume writes for now, and degrees as other countries name them", () => {
  it("reads 'till date', 'to date', 'Ongoing' and 'present' as an open range", () => {
    for (const line of ["Jan 2015 till date", "2016 - Ongoing", "03/2014 to present", "2012 - till date", "2019 To Date", "Jan 2020 – till now", "05/2018 until today"]) {
      expect(findDateRanges(line), line).toHaveLength(1);
      expect(findDateRanges(line)[0]!.end, line).toBeNull();
    }
  });

  it("reads BCA, B.Tech, B.E., B.Eng., B.Com and BBA as bachelor's degrees, and M.Tech, M.Eng., MCA and MBA as master's", () => {
    const levelOf = (line: string) => parseResume(`Priya Raman\nEducation\n${line}\nExperience\nAnalyst 2015 to 2018`, 2026 * 12).degrees.map((d) => d.level);
    for (const line of ["B.Tech in Computer Science, 2011", "BCA, 2012", "B.E. (Mechanical), 2010", "B.Eng. Computer Science, Osaka University, 2020", "B.Com, 2009", "BBA, 2010"]) expect(levelOf(line), line).toEqual(["bachelor"]);
    for (const line of ["M.Tech, 2014", "M.Eng. Civil Engineering, 2015", "MCA, 2014", "MBA in Finance, 2016"]) expect(levelOf(line), line).toEqual(["master"]);
    expect(levelOf("Be a team player who ships")).toEqual([]);
  });
});

describe("the field a degree's letters name", () => {
  it("reads BSN as nursing, MSW as social work, JD and LL.M. as law, MBA as business: a posting's degree in that field is met", () => {
    const fieldsOf = (line: string) => parseResume(`Priya Raman\nEducation\n${line}\nExperience\nAnalyst 2015 to 2018`, 2026 * 12).degrees.map((d) => [d.level, d.fields]);
    expect(fieldsOf("BSN, Lakeshore State University, 2014")).toEqual([["bachelor", ["healthcare"]]]);
    expect(fieldsOf("MSW, 2016")).toEqual([["master", ["social_services"]]]);
    expect(fieldsOf("LL.M., 2012")).toEqual([["master", ["legal"]]]);
    expect(fieldsOf("LL.B., 2010")).toEqual([["bachelor", ["legal"]]]);
    const education = (posting: string, degree: string) => {
      const profile = buildJobProfile({ name: "Role", description: `Role\nRequirements\n- ${posting}` });
      return analyzeResume(profile, `Priya Raman\nExperience\nCoordinator | Harbor Group | 2016 – Present\nEducation\n${degree}`).requirements.find((r) => r.kind === "education")?.status;
    };
    expect(education("Bachelor of Science in Nursing (BSN) required", "BSN, Lakeshore State University, 2014")).toBe("met");
    expect(education("Master's degree in Social Work required", "MSW, Northfield University, 2016")).toBe("met");
    expect(education("Law degree (J.D.) from an accredited law school", "Juris Doctor, Northfield University, 2012")).toBe("met");
    expect(education("Master's degree in finance or business", "MBA, Lakeshore School of Management, 2015")).toBe("met");
    // Letters with another common sense name no field: "MD" is a state as often as a degree.
    expect(fieldsOf("Bachelor of Arts, Towson University, Towson, MD")).toEqual([["bachelor", []]]);
  });
});

describe("associate's and master's degrees as resumes write them", () => {
  it("reads 'Associate of Science' in any case, and never a sales associate", () => {
    const levelOf = (line: string) => parseResume(`Casey Moore\nEducation\n${line}\nExperience\nClerk 2015 to 2018`, 2026 * 12).degrees.map((d) => d.level);
    expect(levelOf("associate of science in dental hygiene - Riverbend Technical College")).toEqual(["associate"]);
    expect(levelOf("ASSOCIATE OF APPLIED SCIENCE, Welding Technology (2004)")).toEqual(["associate"]);
    expect(levelOf("Masterof Arts, Public Policy - 2011")).toEqual(["master"]);
    expect(parseResume("Casey Moore\nExperience\nSales Associate in a shoe store 2015 to 2018", 2026 * 12).degrees).toEqual([]);
  });
});

describe("a degree still being earned", () => {
  it("is not held: pending, currently pursuing, expected, hours left", () => {
    const levelOf = (line: string) => parseResume(`Casey Moore\nEducation\n${line}\nExperience\nClerk 2015 to 2018`, 2026 * 12).degrees.map((d) => d.level);
    expect(levelOf("BS : Healthcare Administration, Western Pines University (Pending)")).toEqual([]);
    expect(levelOf("Currently pursuing a BS in Information Technology")).toEqual([]);
    expect(levelOf("Bachelor of Science, expected May 2027")).toEqual([]);
    expect(levelOf("Bachelor of Science : Business, 2008")).toEqual(["bachelor"]);
  });
});

describe("a list of courses taken", () => {
  it("under 'Relevant Training:' or 'Coursework' is studied, as an education section is, not work", () => {
    const parsed = parseResume(
      ["EXPERIENCE", "Program Analyst Jan 2015 - Mar 2020", "Prepared quarterly briefings for the regional office.", "Relevant Training:", "Budget Formulation and Programming course", "Coursework", "Intro to Welding"].join("\n"),
      2024 * 12,
    );
    expect(parsed.sectionOf[4]).toBe("education");
    expect(parsed.sectionOf[6]).toBe("education");
    expect(parsed.jobs).toHaveLength(1);
  });
});

describe("people named by their trade after 'with', 'for' or 'to'", () => {
  it("are the ones the candidate worked with, not the candidate's trade", () => {
    const others = parseResume(["EXPERIENCE", "Unit Secretary Jan 2016 - Jun 2021", "Scheduled shifts for physicians and registered nurses on two wards."].join("\n"), 2024 * 12);
    expect(others.certifications.some((c) => /nurs/i.test(c.name))).toBe(false);
    const own = parseResume(["LICENSES", "Registered Nurse, State Board of Nursing, 2015"].join("\n"), 2024 * 12);
    expect(own.certifications.some((c) => /nurs/i.test(c.name))).toBe(true);
  });
});
