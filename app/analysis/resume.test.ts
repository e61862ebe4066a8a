import { describe, expect, it } from "vitest";
import { coveredMonths, findDateRanges } from "./dates";
import { parseResume } from "./resume";
import { ACCOUNTANT_RESUME } from "../../tests/support/test-resumes";

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

describe("section headings", () => {
  it("reads a job title that contains a heading word as the job, not a section", () => {
    const text = [
      "Career Overview",
      "Java developer.",
      "Work Experience",
      "Technical Designer",
      "February 2011 to Current Company Name City , State",
      "Designed the Struts screens.",
      "Education Specialist",
      "January 2008 to January 2011 Company Name City , State",
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
