// Resumes a job site exported from its form: skills first, "Education Details" run into the skills line, the
// candidate's title, "<Title> - <Employer>", "Skill Details" with months per skill, and "Company Details" with
// "company -" and "description -" lines. Made up in that shape (none from the eval corpus).
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume, scoreRead } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { findDateRanges } from "./dates";

const dated = [
  "Skills * Languages: Java, Spring Boot, Hibernate * Databases: MySQL, Oracle * Tools: Maven, Git, Jenkins Education Details ",
  "June 2013 B.E Computer Engineering Nashik, Maharashtra Pune University",
  "Java Developer ",
  "",
  "Java Developer - Kestrel Softworks Pvt Ltd",
  "Skill Details ",
  "Java- Exprience - 48 months",
  "Spring Boot- Exprience - 30 months",
  "Company Details ",
  "company - Kestrel Softworks Pvt Ltd",
  "description - Working as Java Developer since March 2018. Wrote Spring Boot services that price freight for a shipping client.",
  "company - Tarn Infotech",
  "description - Worked as Junior Programmer from Aug 2013 to Feb 2018. Kept the JSP screens of a billing portal running.",
].join("\n");

const undated = [
  "Skills * Python, Pandas, scikit-learn * SQL, Power BI Education Details ",
  "May 2016 to May 2020 B.E Electronics Nagpur University",
  "Data Scientist ",
  "",
  "Data Scientist - Orrin Analytics",
  "Skill Details ",
  "Python- Exprience - 30 months",
  "SQL- Exprience - 18 months",
  // The export runs the next heading into the last item, without a space.
  "Machine Learning- Exprience - Less than 1 year monthsCompany Details ",
  "company - Orrin Analytics",
  "description - Built models that flag unpaid invoices for a distributor, and the SQL behind its weekly reports.",
].join("\n");

describe("a resume a job site exported from its form", () => {
  it("reads the title, the jobs a sentence dates, and the degree", () => {
    const { parsed } = readResume(dated, "2026-11");
    expect(parsed.headline).toBe("Java Developer");
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Java Developer", "Junior Programmer"]);
    // August 2013 to now.
    expect(parsed.yearsOfExperience).toBeGreaterThan(13);
    expect(parsed.degrees.map((d) => d.level)).toEqual(["bachelor"]);
  });

  it("reads the title of a form with no dates, and the longest time a skill was used as the least time worked", () => {
    const { parsed } = readResume(undated, "2026-11");
    expect(parsed.headline).toBe("Data Scientist");
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Data Scientist"]);
    expect(parsed.yearsOfExperience).toBe(2.5);
  });

  it("ranks the candidate as a recruiter would: a Java developer in A for a Java developer's posting", () => {
    const posting = buildJobProfile({
      name: "Java Developer",
      description: "Java Developer\nBuild our order platform.\nRequirements\n- 3+ years of Java\n- Spring Boot\n- Bachelor's degree in computer science or engineering",
    });
    const analysis = analyzeResume(posting, dated);
    expect(analysis.currentTitle).toBe("Java Developer");
    expect(analysis.tier).toBe("A");
    expect(analysis.requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });

  it("counts the form's time for the years a posting asks, where the title is the posting's work and no job is dated", () => {
    const posting = buildJobProfile({
      name: "Data Scientist",
      description: "Data Scientist\nModel which invoices go unpaid.\nRequirements\n- 2+ years of experience\n- Python and SQL",
    });
    const analysis = analyzeResume(posting, undated);
    expect(analysis.requirements.find((r) => r.kind === "experience")?.status).toBe("met");
  });

  it("counts the months the form gives a skill as years of work with it", () => {
    const python = buildJobProfile({ name: "Python Developer", description: "Python Developer\nBuild our billing APIs.\nRequirements\n- Python\n- SQL" });
    const { facts, result } = scoreRead(python, readResume(undated, "2026-11"));
    expect(facts.yearsUsed?.get("Python")).toBe(2.5);
    // 2.5 of the 5 years at which the title's skill is full.
    expect(result.features.titleSkillYears).toBe(0.5);
  });

  it("reads a title the form gives without its employer", () => {
    const alone = undated.replace("Data Scientist - Orrin Analytics", "Data Analyst");
    expect(readResume(alone, "2026-11").parsed.headline).toBe("Data Analyst");
    // A place there names no work.
    const place = undated.replace("Data Scientist ", "").replace("Data Scientist - Orrin Analytics", "Nagpur, Maharashtra");
    expect(readResume(place, "2026-11").parsed.headline).not.toBe("Nagpur, Maharashtra");
  });

  it("claims no skill from the employer's name on the form's company line", () => {
    const oracle = dated.replace("company - Tarn Infotech", "company - Oracle Financial Services Software");
    const { parsed } = readResume(oracle, "2026-11");
    const line = parsed.lines.findIndex((l) => l.startsWith("company - Oracle"));
    expect(parsed.skills.filter((s) => s.line === line).map((s) => s.name)).toEqual([]);
  });
});

describe("a post held since a date, said in a sentence", () => {
  it("is open to now", () => {
    expect(findDateRanges("Working as Java Developer since March 2018. Wrote services.")).toMatchObject([{ end: null }]);
    expect(findDateRanges("Employed with Harlow Mills since 2015")).toMatchObject([{ end: null }]);
  });
  it("is no job where no one says they work there", () => {
    expect(findDateRanges("Member of the school board since 2015")).toEqual([]);
  });
});
