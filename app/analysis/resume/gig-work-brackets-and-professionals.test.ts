// Resume lines read at stop 57 (invented resumes): gig work held as an independent contractor for the apps after its
// dash, a title with the employers it served in brackets, and a headline's "<field> Professional".
import { describe, expect, it } from "vitest";
import { readResume } from "../builtin";
import { resolveOccupation } from "../knowledge/occupations";

const titles = (text: string) => readResume(text, "2026-11").parsed.jobs.map((j) => j.title);
const job = (line: string) => titles(`Pat Doe\npat@example.com\n\nEXPERIENCE\n${line}\nDid the work every day.\n`);

describe("gig work", () => {
  it("takes the way of working as the title, and the clients after its dash as clients", () => {
    expect(job("Independent Contractor — Shipwell, Grubly, Parcelo (2023 – present)")).toEqual(["Independent Contractor"]);
  });

  it("keeps a title that names the work beside a self-employed part", () => {
    expect(job("Wedding Photographer — Self-employed (2019 – 2024)")).toEqual(["Wedding Photographer"]);
  });
});

describe("a title with its employers in brackets", () => {
  it("reads the title alone", () => {
    expect(resolveOccupation("Barista (Grindhouse, Bean Cellar)")?.title).toBe("Baristas");
    expect(resolveOccupation("Cashier (Fresh Thyme)")?.title).toBe("Cashiers");
    expect(resolveOccupation("File Clerk (Contract Position)")?.title).toBe("File Clerks");
  });

  it("keeps a bracket that names a field, a skill or a worker", () => {
    expect(resolveOccupation("Engineer (Mechanical)")?.title).toBe("Mechanical Engineers");
    expect(resolveOccupation("Engineer (Python, AWS)")).toBeNull();
  });
});

describe("a field's professional", () => {
  it("is a worker of that field, not of the one O*NET happens to list the words under", () => {
    expect(resolveOccupation("Sales Professional")?.code).toBe("41-4012.00");
    expect(resolveOccupation("Supply Chain Professional")?.title).toBe("Logisticians");
    expect(resolveOccupation("Marketing Professional")?.code).toBe("13-1161.00");
  });
});
