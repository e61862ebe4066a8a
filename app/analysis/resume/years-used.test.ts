import { describe, expect, it } from "vitest";
import { readResume, scoreRead } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { scoreFromFacts } from "../match/scoring";
import { scorePartLines } from "../narrative/score-parts";

// A lead's Java is years of work with it, not a word in a skills list.
const lead = buildJobProfile({
  name: "Java Team Lead",
  description: "Java Team Lead\nYou will guide four engineers on our freight tracking platform.\nRequirements\n- Java\n- SQL\n- Code reviews",
});

const usedInWork = [
  "Robin Castellano",
  "Backend Engineer",
  "Experience",
  "Backend Engineer Jan 2019 - Dec 2022",
  "Wrote Java services that price parcel routes for a courier network.",
  "Tuned SQL queries behind the billing screens.",
  "Junior Developer Jan 2017 - Dec 2018",
  "Maintained Java batch jobs that reconcile warehouse counts.",
  "Skills",
  "Java, SQL, Git",
].join("\n");

const onlyListed = [
  "Casey Ferreira",
  "Systems Administrator",
  "Experience",
  "Systems Administrator Jan 2017 - Dec 2022",
  "Patched and monitored forty Linux servers for a county office.",
  "Reset accounts and kept the backup tapes rotated.",
  "Skills",
  "Java, SQL, Linux, Active Directory",
].join("\n");

const features = (text: string) => scoreRead(lead, readResume(text, "2023-01-01")).result.features;

describe("years of work using the title's skills", () => {
  it("counts the dated jobs whose lines show the skill, and nothing for a skill only listed", () => {
    expect(features(usedInWork).titleSkillYears).toBe(1);
    expect(features(onlyListed).titleSkillYears).toBe(0);
    // Both list Java, so the title's skill alone does not tell them apart.
    expect(features(usedInWork).titleSkills).toBe(1);
    expect(features(onlyListed).titleSkills).toBe(1);
  });

  it("ranks the engineer whose jobs used Java above the same engineer who only lists it, and shows the part", () => {
    const listedOnly = usedInWork.replace("Wrote Java services", "Wrote Go services").replace("Maintained Java batch jobs", "Maintained Go batch jobs");
    const used = scoreRead(lead, readResume(usedInWork, "2023-01-01")).result;
    const listed = scoreRead(lead, readResume(listedOnly, "2023-01-01")).result;
    expect(listed.features.titleSkillYears).toBe(0);
    expect(used.score).toBeGreaterThan(listed.score);
    expect(scorePartLines(used.parts).find((p) => p.label === "Years of work using the title's skills")).toMatchObject({ has: 100 });
    expect(scorePartLines(listed.parts).find((p) => p.label === "Years of work using the title's skills")).toMatchObject({ has: 0 });
  });

  it("is a share of five years: two years of Java work is two fifths", () => {
    const short = usedInWork.replace("Wrote Java services", "Wrote Go services");
    expect(features(short).titleSkillYears).toBe(0.4);
  });

  it("is unknown, not zero, when the facts do not tell where a skill was used (the model's reading)", () => {
    const result = scoreFromFacts(lead, {
      headline: { title: "Backend Engineer", evidence: "Backend Engineer" },
      jobs: [{ title: "Backend Engineer", years: 6, evidence: "Backend Engineer 2017 - 2022" }],
      skills: [{ name: "Java", evidence: "Wrote Java services" }],
      yearsOfExperience: 6,
      education: [],
      certifications: [],
    });
    expect(result.features.titleSkillYears).toBeNull();
    expect(result.parts.some((p) => p.feature === "titleSkillYears")).toBe(false);
  });

  it("counts no years for a job where one passing word shows the skill, and all of them when the job names it", () => {
    const instructor = buildJobProfile({
      name: "Music Instructor",
      description: "Music Instructor\nTeach group lessons to children at our community arts school.\nRequirements\n- Music instruction\n- Lesson planning",
    });
    const preschool = [
      "Dana Whitfield",
      "Preschool Teacher",
      "Experience",
      "Preschool Teacher Sep 2018 - Aug 2022",
      "Used songs, music, puzzles and picture books to teach counting.",
      "Met parents each term to share progress reports.",
      "Skills",
      "Classroom management, first aid",
    ].join("\n");
    const years = (text: string) => scoreRead(instructor, readResume(text, "2023-01-01")).result.features.titleSkillYears;
    // Four years of work, and "music" one word among a teacher's activities: no years of it.
    expect(years(preschool)).toBe(0);
    // Two lines of the job show it, or its title names it: all four years.
    expect(years(preschool.replace("Met parents each term to share progress reports.", "Taught music and movement to twenty four-year-olds."))).toBe(0.8);
    expect(years(preschool.replace("Preschool Teacher Sep 2018", "Piano and Music Teacher Sep 2018").replace("songs, music,", "songs,"))).toBe(0.8);
  });
});
