// Resume lines read at stop 54 (invented resumes): employers named by letters, a brand or a founder, a chief's title,
// a degree on a resume without headings, a verb after a semicolon and a credential's letters in brackets.
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../builtin";
import { canonicalSkills } from "../knowledge/lexicon";
import { buildJobProfile } from "../posting/job-profile";

const titles = (text: string) => readResume(text, "2026-11").parsed.jobs.map((j) => j.title);
const degrees = (text: string) => readResume(text, "2026-11").parsed.degrees.map((d) => d.level);

describe("an employer beside the title", () => {
  it("leaves out an employer named by letters, by a brand in capitals or by a founder's name", () => {
    expect(titles("Omar Haddad\nDallas, TX\n\nWarehouse Lead — XPO Logistics, 2018 – 2021\nLoaded trailers.\n")).toEqual(["Warehouse Lead"]);
    expect(titles("Kevin Osei\nWilmington, DE\n\nKYC Analyst, JPMorgan Chase — 2021–present\nCDD reviews.\n")).toEqual(["KYC Analyst"]);
    expect(titles("Sophie Laurent\nAustin, TX\n\nServer — Jeffrey's Restaurant, Austin, TX (2021 – present)\nTasting menu.\n")).toEqual(["Server"]);
    // Letters that name a department stay in the title.
    expect(titles("Ann Lee\nAustin, TX\n\nAnalyst — HR Solutions, 2015 – 2016\nReports.\n")).toEqual(["Analyst — HR Solutions"]);
  });
});

describe("a chief's title", () => {
  it("reads 'Party Chief' beside its employer and dates as the job", () => {
    expect(titles("Marco Silva\nSacramento, CA\n\nParty Chief — Wood Rodgers (2020–present)\nBoundary and topographic surveys.\n")).toEqual(["Party Chief"]);
  });
});

describe("a degree on a resume without headings", () => {
  it("reads a line that opens with a degree's dotted letters, whatever its school is called", () => {
    const resume = "Andrew Miller\nErie, PA\n\nMolding Technician — Erie Molded Packaging (2017 – 2020)\nSet up presses.\n\nB.S. Plastics Engineering Technology, Penn State Behrend, 2017\n";
    expect(degrees(resume)).toEqual(["bachelor"]);
    // A job's title is no degree.
    expect(degrees("Andrew Miller\nErie, PA\n\nMolding Technician — Erie Molded Packaging (2017 – 2020)\nSet up presses.\n")).toEqual([]);
  });
});

describe("a verb after a semicolon", () => {
  it("is the candidate's own claim, not a word in passing", () => {
    const profile = buildJobProfile({ name: "Elevator Mechanic", description: "Requirements:\n- Troubleshoot controllers and door operators\n- 5+ years elevator service" });
    const resume = "Victor Alvarez\nPhoenix, AZ\n\nElevator Service Mechanic — Otis Elevator (2017 – present)\nService route of 60 traction units; troubleshoot relay controllers and door operators.\n";
    const a = analyzeResume(profile, resume);
    expect(a.requirements.find((r) => r.label === "Troubleshooting")?.status).toBe("met");
  });
});

describe("a credential's letters in brackets", () => {
  it("are the name before them, not a skill of their own ('Certified Payroll Professional (CPP)')", () => {
    expect(canonicalSkills("Certified Payroll Professional (CPP), 2021")).not.toContain("C++");
    expect(canonicalSkills("Certified Payroll Professional (CPP), 2021")).toContain("Payroll Certification");
    expect(canonicalSkills("C++ (STL), Python")).toContain("C++");
  });
});

describe("a registry's letters after a name", () => {
  it("leave the current job its full weight ('Brandon Lee, RT(R)(CT)')", () => {
    const profile = buildJobProfile({ name: "CT Technologist - Nights", description: "Requirements:\n- ARRT (R)\n- 1 year CT experience" });
    const a = analyzeResume(profile, "Brandon Lee, RT(R)(CT)\nMemphis, TN\n\nCT Technologist — Regional One Health (2022–present)\nTrauma and stroke CT.\nRadiologic Technologist — Baptist Memorial (2019–2022)\n\nARRT (R)(CT)\n");
    expect(a.requirements.find((r) => r.kind === "role")?.evidence).toBe("CT Technologist — Regional One Health (2022–present)");
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });
});

describe("an employer named by its trade", () => {
  it("leaves out a machine shop beside the title", () => {
    expect(titles("Hector Ruiz\nEl Paso, TX\n\nQC Inspector | Franklin Precision Machining | 2020 – Present\nFinal inspection.\n")).toEqual(["QC Inspector"]);
  });
});

describe("a licence held", () => {
  it("is quoted from its own line before a job's title that names its holder", () => {
    const profile = buildJobProfile({ name: "ICU Registered Nurse", description: "Care for critically ill adults.", keyRequirements: "Active RN license\nBLS" });
    const a = analyzeResume(profile, "Kelly Morgan\nDenver, CO\n\nRegistered Nurse, Medical ICU — UCHealth (2021–present)\nVentilators and vasoactive drips.\n\nColorado RN License · BLS\n");
    expect(a.requirements.find((r) => r.label === "Active RN license")?.evidence).toBe("Colorado RN License · BLS");
  });
});

describe("a group of skills all shown, some in passing", () => {
  it("asks how much, not about skills the resume shows", () => {
    const profile = buildJobProfile({ name: "ICU Registered Nurse", description: "Care for critically ill adults.", keyRequirements: "Ventilator and drip management" });
    const a = analyzeResume(profile, "Kelly Morgan\nDenver, CO\n\nRegistered Nurse, Medical ICU — UCHealth (2021–present)\nCare for critically ill patients: ventilators, titrating vasoactive drips, CRRT.\n");
    const con = a.cons.find((c) => c.startsWith("Ventilator and drip management"));
    expect(con).toBe("Ventilator and drip management only in passing (Mechanical Ventilation and Critical Care)");
    expect(a.cons.some((c) => c.endsWith("nothing on "))).toBe(false);
  });
});

describe("whom the work was for", () => {
  it("is no part of the title ('Caregiver for my mother')", () => {
    expect(titles("Rosa Alvarez\nSan Antonio, TX\n\nCaregiver for my mother (2021–2024)\nBathing, meals and medication reminders.\nCashier — H-E-B (2018–2021)\n")).toEqual(["Caregiver", "Cashier"]);
    expect(titles("Ann Lee\nAustin, TX\n\nManager for Product Development (2021–2024)\nRoadmaps.\n")).toEqual(["Manager for Product Development"]);
    // A place named for whom it serves stays whole.
    expect(titles("Ann Lee\nAustin, TX\n\nTutor - Academy for the Deaf (2019–2021)\nReading support.\n")[0]).toContain("Academy for the Deaf");
  });
});

describe("one term beside a title", () => {
  it("dates an internship by its season ('(Summer 2026)')", () => {
    const jobs = readResume("Aarav Mehta\nPittsburgh, PA\n\nEXPERIENCE\nSoftware Engineering Intern — Duolingo (Summer 2026)\nBuilt a Go service.\n", "2026-11").parsed.jobs;
    expect(jobs.map((j) => [j.title, j.end - j.start + 1])).toEqual([["Software Engineering Intern", 3]]);
    // A season in a sentence dates no job.
    expect(titles("Aarav Mehta\nPittsburgh, PA\n\nEXPERIENCE\nI worked on a farm in Summer 2024 with my uncle\n")).toEqual([]);
  });
});

describe("experience asked without years", () => {
  it("holds no number of years against the candidate that the posting never asked", () => {
    const profile = buildJobProfile({ name: "Junior UX Designer", description: "Requirements:\n- Figma\n- Usability testing\n- Bootcamp graduates welcome" });
    const a = analyzeResume(profile, "Lauren Price\nDenver, CO\n\nElementary Teacher — Denver Public Schools (2016–2025)\nDesigned lessons.\n\nGoogle UX Design Professional Certificate, 2025\n");
    expect(a.cons.some((c) => c.includes("the posting asks for 2+ years"))).toBe(false);
    expect(a.cons).toContain("0 years in relevant roles of 10 years in total");
  });
});

describe("a credential of two words after a name", () => {
  it("leaves the name ('Dana Whitfield, AIA, LEED AP')", () => {
    expect(readResume("Dana Whitfield, AIA, LEED AP\nSeattle, WA · dana@example.com\n\nProject Architect — Northlight Studio (2018–present)\nSchools.\n", "2026-11").contact.name).toBe("Dana Whitfield");
    expect(readResume("Dana Whitfield, LEED AP BD+C\nSeattle, WA\n\nProject Architect — Northlight Studio (2018–present)\nSchools.\n", "2026-11").contact.name).toBe("Dana Whitfield");
  });
});

