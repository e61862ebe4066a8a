import { describe, expect, it } from "vitest";
import { layoutPage, type PositionedRun } from "./pdf-layout";

const line = (text: string, x: number, y: number, size = 10): PositionedRun => ({ text, x, y, size, width: text.length * size * 0.5 });

describe("layoutPage", () => {
  it("reads a two-column page column by column, after a full-width heading", () => {
    const left = ["SKILLS", "Excel and SAP", "QuickBooks", "Budgeting", "Tax returns", "Payroll", "Audit support", "GAAP"];
    const right = ["EXPERIENCE", "Accountant, Northwind", "Closed books monthly", "Prepared tax filings", "Managed payroll", "Annual audit", "Reported under GAAP", "Built budget models"];
    const runs = [
      line("Jordan Rivera - Senior Accountant - jordan@example.com - (555) 201-3344", 50, 760, 12),
      ...left.map((t, i) => line(t, 50, 720 - i * 14)),
      ...right.map((t, i) => line(t, 330, 720 - i * 14)),
    ];
    const lines = layoutPage(runs, 612).split("\n");
    expect(lines[0]).toContain("Jordan Rivera");
    expect(lines.slice(1, 9)).toEqual(left);
    expect(lines.slice(9)).toEqual(right);
  });

  it("keeps dates aligned to the right on the same line as their job", () => {
    const runs = [0, 1, 2, 3, 4, 5, 6, 7, 8].flatMap((i) => [
      line(`Job title number ${i} at a company with a long name`, 50, 700 - i * 30),
      line(`${2010 + i} - ${2011 + i}`, 480, 700 - i * 30),
      line(`Did useful work for the team and shipped several projects ${i}`, 50, 686 - i * 30),
    ]);
    const lines = layoutPage(runs, 612).split("\n");
    expect(lines[0]).toBe("Job title number 0 at a company with a long name\t2010 - 2011");
  });

  it("puts a space where a writer left a gap instead of a space character", () => {
    const runs = [line("team", 50, 700), line("member", 50 + 20 + 3, 700)];
    expect(layoutPage(runs, 612)).toBe("team member");
  });
});
