// Words that name a skill in one context and nothing in another, as real resumes write them: a
// skill shown on the candidate page must come from a line that means it. Made-up lines in the
// shapes of the resumes of many trades (none from the eval corpus).
import { describe, expect, it } from "vitest";
import { canonicalSkills } from "./lexicon";

const means = (line: string, skill: string) => expect(canonicalSkills(line), line).toContain(skill);
const doesNotMean = (line: string, skill: string) => expect(canonicalSkills(line), line).not.toContain(skill);

describe("charts and maps", () => {
  it("of accounts, of an organization, of a workflow or of a project are no infographics", () => {
    for (const line of ["Maintained the chart of accounts", "Updated org charts and organizational charts", "Drew process flow charts", "Prepared workflow charts", "Built Gantt charts", "Plotted SPC control charts", "Made seating charts for events", "Created value stream maps", "Drew customer journey maps", "Prepare detailed workflow charts and diagrams that describe input and output"]) {
      doesNotMean(line, "Charts and Infographics");
    }
    means("Maintained the chart of accounts", "General Ledger");
    means("Built Gantt charts for the rollout", "Project Management");
    means("Plotted SPC control charts", "Quality Control");
    means("Created value stream maps", "Industrial Engineering");
    means("Created charts and graphs for the board", "Charts and Infographics");
    means("Created demographic maps for clients", "Charts and Infographics");
  });
});

describe("single words of many meanings", () => {
  it("ask for their skill only where they mean it", () => {
    doesNotMean("Positive outlook and a cheerful attitude", "Outlook");
    means("Microsoft Word, Excel and Outlook", "Outlook");
    doesNotMean("Reconcile commercial & military customer accounts", "Security Operations");
    means("Military police officer, force protection", "Security Operations");
    doesNotMean("Pre-press file preparation and press checks", "Media Relations");
    means("Pre-press file preparation and press checks", "Print Production");
    doesNotMean("Micro-irrigation in trees and vines. CRC Press.", "Media Relations");
    means("Pitched stories to the press and trade press", "Media Relations");
    doesNotMean("Excellent customer service orientation", "Onboarding");
    means("Conducted new employee orientation", "Onboarding");
    doesNotMean("CUSTOMER SERVICE ADVOCATE", "Advocacy");
    means("Victim advocate for survivors of domestic violence", "Advocacy");
    doesNotMean("Processed sales referrals and promoted bank services", "Case Management");
    means("Provided crisis intervention and community referrals", "Case Management");
    doesNotMean("Aided with the oversight of 93 employees and 30 attorneys", "Legal Research");
    means("Assisted attorneys with trial preparation", "Legal Research");
    doesNotMean("Applied turning software to analyze geometric layout of intersections", "Graphic Design");
    means("Design, layout, illustration and production of feature articles", "Graphic Design");
    doesNotMean("Accurately inventoried lab chemicals and supplies", "Research");
    means("Ran lab experiments on polymer samples", "Research");
  });

  it("name a language only when written as one", () => {
    doesNotMean("Managed A/R, A/P and G/L for three entities", "R");
    doesNotMean("Met weekly with clients to go over results", "Go");
    doesNotMean("Go over all safety analyses for that day", "Go");
    means("Languages: R, Python, SQL", "R");
    means("Built services in Go and Python", "Go");
  });
});
