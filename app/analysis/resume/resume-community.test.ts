// A community service section after the work history (invented resume): its dated entries are no job,
// so the current title is the latest job of the work history, and a food drive adds no years.
import { describe, expect, it } from "vitest";
import { parseResume } from "./resume";
import { factsFromResume } from "./facts";
import { currentTitleFromFacts } from "./candidate-headline";
import { buildJobProfile } from "../posting/job-profile";

const NOW = 2020 * 12;
const TEXT = [
  "Experience",
  "Billing Coordinator",
  "March 2016 to Current Harbor Clinic Group, Salem, OR",
  "Processed insurance claims for a clinic of twelve doctors.",
  "Front Desk Receptionist",
  "June 2012 to February 2016 Pine Dental, Salem, OR",
  "Scheduled appointments.",
  "Community Service",
  "Shelter Greeter",
  "Lakeside Food Bank - Fairview, OR",
  "May 2018 to Present",
  "Neighborhood Book Drive, Grace Chapel, 2014",
].join("\n");

describe("a community service section", () => {
  it("is a section of its own whose dates are no job's", () => {
    const parsed = parseResume(TEXT, NOW);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Billing Coordinator", "Front Desk Receptionist"]);
    expect(parsed.yearsOfExperience).toBeCloseTo(7.7, 1);
  });
  it("leaves the latest job of the work history as the current title", () => {
    const parsed = parseResume(TEXT, NOW);
    const facts = factsFromResume(parsed, buildJobProfile({ name: "Any role" }, {}), TEXT, TEXT.split("\n"));
    expect(currentTitleFromFacts(facts)).toBe("Billing Coordinator");
  });
  it("but a community service director's job line is still a job", () => {
    const parsed = parseResume("Experience\nDirector of Community Service Programs\nJanuary 2015 to Current\nEastside Youth League, Tacoma, WA", NOW);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Director of Community Service Programs"]);
  });
});
