// Resume shapes read at stop 58 (invented): a job written twice, a place alone between a title and its dates, a
// list of trainings with their days, and time at home said in a sentence after the dates.
import { describe, expect, it } from "vitest";
import { parseResume } from "./resume";

const NOW = 2026 * 12 + 10;
const titles = (text: string) => parseResume(text, NOW).jobs.map((j) => j.title);

describe("a job written twice", () => {
  it("is one job, whether the section repeats or the dates are written again in full", () => {
    const repeated = ["Experience", "Teacher 08/2015 to Current", "Taught grade 4.", "Skills", "Lesson planning", "Experience", "Teacher 08/2015 to Current", "Taught grade 4."].join("\n");
    expect(titles(repeated)).toEqual(["Teacher"]);
    const twice = ["Experience", "Industrial Engineer 12/2009 to 07/2010", "Harbor Aero – Tacoma, WA", "December 4th, 2009 - July 30th, 2010.", "Led the line's layout."].join("\n");
    expect(titles(twice)).toEqual(["Industrial Engineer"]);
  });
});

describe("a place alone between a title and its dates", () => {
  it("leaves the title above it the job's", () => {
    const text = ["Work History", "Regional Grants Manager", "Washington, D.C.", "Mar. 3, 2010 thru Jun. 30, 2014 (9 am - 6 pm) A housing nonprofit's grants office."].join("\n");
    const job = parseResume(text, NOW).jobs[0]!;
    expect(job.title).toBe("Regional Grants Manager");
    expect([job.start, job.end]).toEqual([2010 * 12 + 2, 2014 * 12 + 5]);
  });
});

describe("trainings", () => {
  it("under 'Training Received' are courses, not jobs", () => {
    const text = ["Experience", "Finance Officer 01/2012 to 12/2015 Company Name City , State", "Training Received", "Introduction to grant accounting From 30 Oct 2011 to 3 Nov 2011", "Procurement rules From 27 Jan 2012 to 3 Feb 2012"].join("\n");
    expect(titles(text)).toEqual(["Finance Officer"]);
  });
});

describe("time at home", () => {
  it("said in a sentence after the dates is no job and no years", () => {
    const text = ["Experience", "Warehouse Associate 04/2016 to Current", "2009 to 3-14-2016 I was a stay at home dad."].join("\n");
    const parsed = parseResume(text, NOW);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Warehouse Associate"]);
    expect(parsed.yearsOfExperience).toBe(10.7);
  });
});
