// Resume lines read at stop 53 (invented resumes): employers named by a brand or a product, a unit before its
// institution, a credential list under its label, an apprenticeship still under way, and a mark after the letters.
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";

const titles = (text: string) => readResume(text, "2026-11").parsed.jobs.map((j) => j.title);
const degrees = (text: string) => readResume(text, "2026-11").parsed.degrees.map((d) => d.level);

describe("an employer beside the title", () => {
  it("leaves out an employer named by a brand's inner capital, and keeps a title's own words", () => {
    const resume = "Luis Ramirez\nMemphis, TN\n\nWORK HISTORY\nMaterial Handler / Forklift Driver — FedEx Supply Chain, Memphis (2021 - now)\nUnload trailers.\n";
    expect(titles(resume)).toEqual(["Material Handler / Forklift Driver"]);
    // A skill written with an inner capital stays in the title.
    expect(titles("Ann Lee\nAustin, TX\n\nEXPERIENCE\nDevOps Engineer — Platform Team (2021 - now)\nPipelines.\n")[0]).toContain("DevOps Engineer");
  });

  it("leaves out an employer whose name starts with a product's ('Peachtree Pediatrics')", () => {
    const resume = "Jasmine Carter\nAtlanta, GA 30318\n\nFront Desk Coordinator | Peachtree Pediatrics | Aug 2022 – Present\n- Check in patients; verify insurance\n";
    expect(titles(resume)).toEqual(["Front Desk Coordinator"]);
  });

  it("leaves out a unit and the institution after it", () => {
    const resume = "Olivia Harris\nAnn Arbor, MI\n\nExperience\nMath Tutor, Math Learning Center, University of Michigan (2024 – present)\nDrop-in tutoring for Calculus.\n";
    expect(titles(resume)).toEqual(["Math Tutor"]);
    // A unit word keeps its unit ("Cardiac Unit").
    expect(titles("Ana Ruiz\nDayton, OH\n\nExperience\nStaff Nurse, Cardiac Unit, Dayton OH (2019 – present)\nTelemetry.\n")).toEqual(["Staff Nurse, Cardiac Unit"]);
  });
});

describe("an entry under way below a degree", () => {
  it("keeps the diploma above an apprenticeship in progress, and still reads a degree's own 'expected'", () => {
    const base = "Tyler Nguyen\nSan Antonio, TX\n\nExperience\nStock Associate — Home Depot (2022 – 2024)\n\nEducation\nHigh School Diploma, Roosevelt High School, 2022\n";
    expect(degrees(`${base}IEC Apprenticeship, Year 1 (in progress)\n`)).toEqual(["high_school"]);
    expect(degrees("Kim Park\nReno, NV\n\nEducation\nB.S. Nursing, University of Nevada\nExpected May 2027\n")).toEqual([]);
  });
});

describe("a credential list under its label", () => {
  it("reads a certificate's subject alone as the certificate there, and nowhere else", () => {
    const profile = buildJobProfile({ name: "Warehouse Supervisor", description: "Requirements:\n- 3+ years of warehouse experience\n- Forklift certified" });
    const status = (resume: string) => analyzeResume(profile, resume).requirements.find((r) => r.kind === "certification")?.status;
    const head = "James Wilson\nColumbus, OH\n\nEXPERIENCE\nShift Supervisor, Midwest Fulfillment Center (2021 - Present)\n- Lead 30 pickers and loaders\n";
    expect(status(`${head}\nCERTIFICATIONS: OSHA 10, Forklift (sit-down, reach)\n`)).toBe("met");
    expect(status(`${head}- Loaded trucks by forklift\n`)).toBe("not_met");
  });
});

describe("letters after the name", () => {
  it("are no headline with a registered mark, and the job line is quoted for the role", () => {
    const profile = buildJobProfile({ name: "Financial Advisor", description: "Requirements:\n- 3+ years as a financial advisor" });
    const a = analyzeResume(profile, "Jessica Nguyen, CFP®\nIrvine, CA\n\nFinancial Advisor | Coastal Wealth Partners | 2018 – Present\nManage $180M for 140 households.\n");
    expect(a.summary.startsWith("Financial Advisor,")).toBe(true);
    expect(a.requirements.find((r) => r.kind === "role")?.evidence).toBe("Financial Advisor | Coastal Wealth Partners | 2018 – Present");
  });

  it("spell out the worker they name ('RDH'), so a hygienist's letters name the job", () => {
    const profile = buildJobProfile({ name: "Registered Dental Hygienist (RDH) - 4 days/week", description: "Requirements:\n- Current RDH license in Washington\n- Dentrix experience a plus" });
    const a = analyzeResume(profile, "Sarah Kim, RDH\nTacoma, WA\n\nDental Hygienist — Puget Smiles Family Dentistry (2021–present)\nProphylaxis, scaling and root planing; charting in Dentrix.\n\nWashington Dental Hygiene License\n");
    expect((a.scoreParts ?? []).find((p) => p.label === "Headline names this kind of job")?.has).toBeGreaterThan(50);
    expect(a.tier).toBe("A");
    // The job's own line is the quote for the role, not the letters.
    expect(a.requirements.find((r) => r.kind === "role")?.evidence).toBe("Dental Hygienist — Puget Smiles Family Dentistry (2021–present)");
  });
});

describe("a post after the unit it serves, and a service's employer", () => {
  it("reads 'Emergency Department Scribe' as a scribe, and no name ending in a trade as a job", () => {
    const profile = buildJobProfile({ name: "Medical Scribe - Emergency Department", description: "Requirements:\n- Knowledge of medical terminology\n- Typing 60 WPM" });
    const a = analyzeResume(profile, "Priya Shah\nChicago, IL\n\nEmergency Department Scribe — ScribeAmerica at Rush University Medical Center (2023 – present)\nDocument HPI, ROS and exam in Epic.\n");
    expect(a.currentTitle).toBe("Emergency Department Scribe");
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
    expect(readResume("Marilyn Hunter\nDayton, OH\n\nExperience\nReceptionist, Lakeside Clinic (2019 - 2024)\nPhones.\n", "2026-11").parsed.headline).toBeNull();
  });

  it("leaves out a branch of the armed forces and a freight line beside the title", () => {
    expect(titles("Dee Cruz\nTampa, FL\n\nExperience\nWeapons Specialist, United States Air Force (2012 - 2018)\nLoaded munitions.\n")).toEqual(["Weapons Specialist"]);
    expect(titles("Ray Thompson\nJoliet, IL\n\nDiesel Mechanic — Midwest Freight Lines (2019 – present)\nPM services and brakes.\n")).toEqual(["Diesel Mechanic"]);
  });
});

describe("a role with its field in brackets", () => {
  it("is a job's title, not an education heading", () => {
    const resume = "Rachel Adams\nCleveland, OH\n\nIntervention Specialist (Special Education) — Cleveland Metropolitan School District, 2019–Present\nWrite and manage 18 IEPs.\n";
    expect(titles(resume)).toEqual(["Intervention Specialist (Special Education)"]);
    expect(readResume("Ann Lee\nAustin, TX\n\nEducation (Continuing)\nB.S. Biology, 2015\n", "2026-11").parsed.degrees.map((d) => d.level)).toEqual(["bachelor"]);
  });
});

describe("a rank after a unit", () => {
  it("is no occupation of its own word alone: 'Lube Center Manager' is no transportation manager", async () => {
    const { occupationFit } = await import("../match/scoring");
    const { resolveOccupation } = await import("../knowledge/occupations");
    const manager = resolveOccupation("Manager")!.code;
    expect(occupationFit("Lube Center Manager", manager)).toBe(0);
    expect(occupationFit("Emergency Department Scribe", resolveOccupation("Scribe")!.code)).toBeGreaterThan(0.7);
  });
});
