// Postings read at stop 55 (invented postings and resumes): what the employer offers beside an ask, how long a
// licence is held, a statistician's plans, and titles held together.
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { resolveOccupation } from "../knowledge/occupations";
import { titleFit } from "../match/scoring";
import { buildJobProfile } from "./job-profile";

const asks = (name: string, description: string) =>
  buildJobProfile({ name, description }).requirements.filter((r) => r.kind !== "vocabulary").map((r) => `${r.kind}${r.key ? "*" : ""}: ${r.label}`);

describe("what the employer offers beside an ask", () => {
  it("keeps the certificate a posting asks, when it offers the course", () => {
    expect(asks("Lifeguard", "Watch swimmers.\nRequirements: Age 16+, current American Red Cross Lifeguard, First Aid and CPR/AED certification (we offer the course).")).toContain("certification*: First Aid and CPR/AED");
  });
});

describe("a degree's subjects", () => {
  it("are left out of the degree's own clause only, so a field's work after it is asked as written", () => {
    const arts = asks("Arts Program Coordinator", "Requirements: bachelor's in fine arts; 2 years of arts programming or nonprofit experience.");
    expect(arts.filter((a) => a.startsWith("skill"))).not.toContain("skill*: Programming");
  });
});

describe("a licence's name", () => {
  it("keeps a grade's letter that reads like an article", () => {
    expect(asks("Refrigeration Mechanic", "Requirements: A-Grade refrigeration licence (NSW), 3+ years post-trade commercial experience.")).toContain("certification*: A-Grade refrigeration licence (NSW)");
  });
});

describe("how long a licence is held", () => {
  it("asks no years of work", () => {
    const bus = asks("Bus Operator Trainee", "Operate transit buses.\nRequirements: 21+, valid driver's license for 3 years, good driving record, customer service experience.");
    expect(bus.filter((a) => a.startsWith("experience"))).toEqual(["experience: Experience in Bus Operator Trainee roles"]);
    expect(asks("Bus Operator", "Requirements: 3 years of driving experience, valid license.").filter((a) => a.startsWith("experience"))).toEqual(["experience*: 3+ years of relevant experience"]);
  });
});

describe("a statistician's posting", () => {
  const profile = buildJobProfile({ name: "Biostatistician II", description: "Write SAPs, sample size and TLFs for oncology trials.\nRequirements: MS in biostatistics or statistics; 3+ years in clinical trials; SAS programming; CDISC (SDTM/ADaM)." });

  it("reads SAPs as analysis plans, not the SAP software, and asks SAS and CDISC", () => {
    const labels = profile.requirements.map((r) => r.label);
    expect(labels).not.toContain("SAP");
    expect(labels).toEqual(expect.arrayContaining(["SAS", "CDISC Standards"]));
  });

  it("takes a biostatistics degree for a statistics ask", () => {
    const statistics = buildJobProfile({ name: "Statistician", description: "Requirements: MS in statistics or mathematics; 3+ years in clinical trials." });
    const held = analyzeResume(statistics, "Wei Zhang\nwz@example.com\n\nSenior Statistician, IQVIA — 2020–present\nProgram TLFs in SAS.\n\nM.S. Biostatistics, UNC Chapel Hill, 2018\n");
    expect(held.requirements.find((r) => r.kind === "education")?.status).toBe("met");
    const a = analyzeResume(profile, "Wei Zhang\nwz@example.com\n\nSenior Statistician, IQVIA — 2020–present\nProgram TLFs in SAS from ADaM datasets.\n\nM.S. Biostatistics, UNC Chapel Hill, 2018\n");
    expect(a.requirements.find((r) => r.kind === "education")?.status).toBe("met");
    expect(a.requirements.find((r) => r.label === "SAS")?.status).toBe("met");
  });
});

describe("two titles held together", () => {
  it("resolve to the one O*NET lists exactly", () => {
    expect(resolveOccupation("Licensed Funeral Director and Embalmer")?.title).toBe("Morticians, Undertakers, and Funeral Arrangers");
    expect(resolveOccupation("Cashier and Stocker")?.title).toBe("Cashiers");
    // A bare head names no occupation of its own.
    expect(resolveOccupation("Owner and Operator")).toBeNull();
  });

  it("count as the one nearer the posting", () => {
    const role = buildJobProfile({ name: "Civil Engineer", description: "Design site grading and drainage." }).requirements.find((r) => r.kind === "role")!;
    expect(titleFit("Project Engineer & Project Manager", role)).toBeGreaterThan(titleFit("Project Manager", role));
  });

  it("meet a posting for either", () => {
    const profile = buildJobProfile({ name: "Funeral Director / Embalmer", description: "Arrange services and embalm. Licensed funeral director required." });
    const a = analyzeResume(profile, "Thomas Reilly\ntr@example.com\n\nLicensed Funeral Director and Embalmer, Reilly & Sons Funeral Home — 2014–present\nArrange services.\n");
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });
});

describe("a common title O*NET files under a rare sense", () => {
  it("is read in the sense employers use", () => {
    expect(resolveOccupation("Plant Manager")?.title).toBe("Industrial Production Managers");
    expect(resolveOccupation("Tow Operator")?.title).toBe("Heavy and Tractor-Trailer Truck Drivers");
    expect(resolveOccupation("Flight Dispatcher")?.title).toBe(resolveOccupation("Aircraft Dispatcher")?.title);
    expect(resolveOccupation("Developer Advocate")?.title).toBe("Software Developers");
    expect(resolveOccupation("GRC Analyst")?.title).toBe("Information Security Analysts");
  });
});

describe("the same work held before the current job", () => {
  it("is said to be earlier work, not another role", () => {
    const profile = buildJobProfile({ name: "Lifeguard", description: "Watch swimmers and enforce pool rules." });
    const a = analyzeResume(profile, "Emma Lund\nemma@example.com\n\nEXPERIENCE\nCashier, Hy-Vee — 2025–present\nRang groceries.\nLifeguard, Westroads Swim Club — Summers 2023, 2024\nGuarded a pool.\n");
    expect(a.pros).toContain("Has worked as “Lifeguard”, before the current “Cashier”");
    expect(a.cons.join(" ")).not.toMatch(/adjacent/);
  });
});
