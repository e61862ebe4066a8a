// Postings read at stop 57 (invented postings): an employer's story under a heading on the posting's first line,
// an extra the posting calls helpful at the end of its line, and revenue recognition as an accountant's ask.
import { describe, expect, it } from "vitest";
import { buildJobProfile } from "./job-profile";

const profile = (name: string, description: string) => buildJobProfile({ name, description }, { asOf: "2026-11" });

const accountant = profile(
  "Staff Accountant",
  [
    "Who we are",
    "Tidewell writes forecasting software for 300 clinics; our stack is Python, Kubernetes and deep learning, and our care team includes nurses and pharmacists.",
    "",
    "The role",
    "You'll own month-end close, payables and bank reconciliations, reporting to the Controller.",
    "",
    "You have",
    "- 2+ years of accounting experience",
    "- BS in Accounting",
    "- Strong Excel",
    "- SaaS revenue recognition (ASC 606) knowledge helpful",
  ].join("\n"),
);
const labels = accountant.requirements.map((r) => r.label);

describe("an employer's story on the posting's first line", () => {
  it("asks nothing of the employer's own work", () => {
    expect(labels).not.toContain("Machine Learning");
    expect(labels).not.toContain("Python");
    expect(labels).not.toContain("Healthcare");
  });

  it("still reads the role and what it asks", () => {
    expect(accountant.occupation?.code).toBe("13-2011.00");
    expect(accountant.requirements.find((r) => r.label === "Excel")?.key).toBe(true);
  });
});

describe("an extra the posting calls helpful", () => {
  it("is a nice-to-have, read as revenue recognition", () => {
    const revenue = accountant.requirements.find((r) => r.label === "Revenue Recognition");
    expect(revenue?.key).toBe(false);
  });
});

describe("a card to get after hire", () => {
  it("is no must-have of an applicant", () => {
    const cook = profile("Prep Cook", "Prep vegetables and sauces for a 90-seat bistro.\nRequirements: 6 months in a kitchen; food handler card within 30 days; weekend shifts.");
    const card = cook.requirements.find((r) => r.kind === "certification");
    expect(card?.label).toBe("food handler");
    expect(card?.key).toBe(false);
  });
});

describe("extras in other words", () => {
  it("reads 'It'd be great if you have' as the heading of what is optional", () => {
    const p = profile("Data Analyst", "What you'll be doing\nBuild dashboards for the dispatch team.\n\nYou'll need\n- 3+ years of SQL\n- Tableau\n\nIt'd be great if you have\n- Python\n- dbt");
    expect(p.requirements.find((r) => r.label === "dbt")?.key).toBe(false);
    expect(p.requirements.find((r) => r.label === "Tableau")?.key).toBe(true);
  });

  it("reads 'a huge plus' as optional, and 'Not required:' as no requirement of the degree", () => {
    const p = profile("Front Desk Coordinator", "Greet patients and book visits.\n\nWhat we're looking for:\n* 1 year in a dental office\n* Familiarity with Dentrix would be a huge plus\n* Not required: a college degree");
    expect(p.requirements.find((r) => r.label === "Dentrix")?.key).toBe(false);
    expect(p.requirements.find((r) => r.kind === "education")?.key).toBe(false);
  });
});
