// Resume layouts read at stop 56 (invented resumes): a federal resume's pay grades and a line of the candidate's
// standing, a Europass CV, an academic CV, a table of jobs, a title and its employer across a dash, a career break,
// a month joined to its year by a dash, and a British postcode.
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume, scoreRead } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { resolveOccupation } from "../knowledge/occupations";
import { locationFromText } from "./candidate-headline";

const read = (text: string) => readResume(text, "2026-11");
const titles = (text: string) => read(text).parsed.jobs.map((j) => j.title);
const job = (line: string) => titles(`Pat Doe\npat@example.com\n\nEXPERIENCE\n${line}\nDid the work.\n`);
const profile = (name: string, description: string) => buildJobProfile({ name, description }, { asOf: "2026-11" });

describe("a federal resume", () => {
  const resume = [
    "Marcus Webb",
    "Alexandria, VA 22314 | (571) 555-0188 | mwebb@example.com",
    "U.S. Citizen | Security Clearance: Secret",
    "",
    "WORK EXPERIENCE",
    "Management Analyst (GS-0343-09)                  04/2021 - Present",
    "Naval Supply Systems Command, Mechanicsburg, PA",
    "- Track budget execution for a $30M program and brief the deputy director.",
    "Budget Assistant (GS-0561-06)                    05/2018 - 04/2021",
    "EDUCATION",
    "Master of Public Administration, Penn State Harrisburg, 2018",
  ].join("\n");

  it("reads the title without its pay grade, and no headline from the candidate's standing", () => {
    expect(resolveOccupation("Management Analyst (GS-0343-09)")?.title).toBe("Management Analysts");
    expect(resolveOccupation("Soil Conservationist GS-0457-11")?.title).toBe("Conservation Scientists");
    const a = analyzeResume(profile("Program Analyst", "Requirements: one year of specialized experience analyzing programs and budgets."), resume);
    expect(a.currentTitle).toBe("Management Analyst (GS-0343-09)");
    expect(a.summary).not.toContain("Citizen");
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });

  it("reads a degree offered in place of the experience asked as no requirement of its own", () => {
    const p = profile("Program Analyst, GS-0343-11", "Qualifications\nSpecialized experience: one year equivalent to GS-09 analyzing program data.\nOR a Ph.D. or equivalent doctoral degree.");
    expect(p.requirements.find((r) => r.kind === "education")?.key).toBe(false);
  });

  it("reads a veteran's standing as no headline either", () => {
    const a = analyzeResume(profile("Supply Clerk", "Requirements: inventory experience."), "Dale Ortiz\nKilleen, TX | dortiz@example.com\nU.S. Army Veteran | Secret Clearance\n\nEXPERIENCE\nSupply Sergeant, U.S. Army — 2016 – 2025\nRan a company's supply room.");
    expect(a.summary.startsWith("U.S. Army")).toBe(false);
  });
});

describe("a Europass CV", () => {
  it("reads the post held under its dates as the job's, without the form's label", () => {
    const cv = [
      "Curriculum Vitae",
      "Name: Lena Vogt",
      "Work experience",
      "Dates: 03/2021 - present",
      "Occupation or position held: Process Engineer",
      "Main activities and responsibilities: Scale-up of coating lines; SPC; FMEA.",
      "Name of employer: Rheinwerk Chemie GmbH, Cologne",
      "",
      "Dates: 09/2018 - 02/2021",
      "Occupation or position held: Working Student, Process Development",
      "Name of employer: Lindqvist Polymers, Aachen",
    ].join("\n");
    expect(titles(cv)).toEqual(["Process Engineer", "Working Student, Process Development"]);
  });
});

describe("an academic CV", () => {
  const cv = [
    "Dr. Mira Holt",
    "Department of Physics, Eastbrook University, Albany, NY | mholt@example.com",
    "",
    "ACADEMIC APPOINTMENTS",
    "Postdoctoral Research Associate, Eastbrook University, 2023 - present",
    "TEACHING",
    "Teaching Assistant, Introductory Mechanics, 2018 - 2021",
    "GRANTS AND FELLOWSHIPS",
    "NSF Graduate Research Fellowship, 2018 - 2021",
    "EDUCATION",
    "Ph.D., Physics, Northfield University, 2023",
  ].join("\n");

  it("reads appointments and teaching as jobs, a fellowship as none, and the department line as no headline", () => {
    expect(titles(cv)).toEqual(["Postdoctoral Research Associate", "Teaching Assistant, Introductory Mechanics"]);
    const a = analyzeResume(profile("Assistant Professor of Physics", "Requirements: Ph.D. in physics; teaching experience."), cv);
    expect(a.summary.startsWith("Postdoctoral Research Associate")).toBe(true);
  });

  it("keeps a heading of appointments and awards out of the jobs", () => {
    expect(titles("Pat Doe\nAppointments and awards\nElected to the graduate council, 2007 to 2009\nEXPERIENCE\nChemist, Brightwater Laboratories, 2010 - 2015\nDid the work.")).toEqual(["Chemist"]);
  });
});

describe("titles and what stands beside them", () => {
  it("resolves a title written with its employer or team across a dash", () => {
    expect(resolveOccupation("Cashier - Walmart")?.title).toBe("Cashiers");
    expect(resolveOccupation("Software Engineer - Payments Team")?.title).toBe("Software Developers");
    expect(resolveOccupation("Google - Software Engineer")?.title).toBe("Software Developers");
    // A rank alone across the dash names no line of work.
    expect(resolveOccupation("Manager - Walmart")).toBeNull();
    // A side that names a field says what the title is about: the title alone would lose it.
    expect(resolveOccupation("Records Specialist II - Mortgage Lending Compliance")).toBeNull();
  });

  it("reads a military specialty's or a pay grade's code in brackets as no part of the title", () => {
    expect(resolveOccupation("Motor Transport Operator (88M)")?.title).toBe(resolveOccupation("Motor Transport Operator")?.title);
    expect(resolveOccupation("Compensation Assistant (CR-04)")?.title).toBe(resolveOccupation("Compensation Assistant")?.title);
  });

  it("leaves out working for oneself, a firm of engineers and a British medical centre", () => {
    expect(job("Freelance Graphic Designer, Self-employed — 2020 – present")).toEqual(["Freelance Graphic Designer"]);
    expect(job("Practice Nurse, Redland Medical Centre, Bristol — 2020 to present")).toEqual(["Practice Nurse"]);
    expect(titles("Pat Doe\nEXPERIENCE\nHarbor MEP Engineers, Tulsa, OK          June 2020 – Now\nElectrical Engineer\n• Designed power systems.")).toEqual(["Electrical Engineer"]);
  });

  it("reads a British practice nurse as a registered nurse and a bank's branch manager as a financial manager", () => {
    expect(resolveOccupation("Practice Nurse")?.title).toBe("Registered Nurses");
    expect(resolveOccupation("Bank Branch Manager")?.title).toBe("Financial Managers");
  });
});

describe("time away and dates", () => {
  it("counts a career break as no job and no years", () => {
    const text = "Pat Doe\nEXPERIENCE\nStaff Accountant, Acme Corp, 2021 - 2024\nClosed the books.\nCareer break (caregiving), 2019 – 2021\nStay-at-home parent, 2016 – 2019\nFamily Care Manager, Sunrise Senior Living, 2014 - 2016\n";
    expect(titles(text)).toEqual(["Staff Accountant", "Family Care Manager"]);
    expect(read(text).parsed.yearsOfExperience).toBe(7);
  });

  it("reads two months of one year, and a school year written short", () => {
    const travel = read("Pat Doe\nEXPERIENCE\nTravel RN, Mercy General — Jan – Mar 2024\nTravel RN, St. Anne's — Sept – Dec 2025\nTelemetry.").parsed.jobs;
    expect(travel.map((j) => [j.start % 12, j.end % 12])).toEqual([[0, 2], [8, 11]]);
    expect(read("Pat Doe\nEXPERIENCE\nLong-Term Substitute, Lincoln Middle School, 2022–23\nTaught grade 7.").parsed.yearsOfExperience).toBe(0.8);
    // A sentence that names months is no job.
    expect(titles("Pat Doe\nEXPERIENCE\nChemist, Brightwater Laboratories, 2010 - 2015\nOur club toured the aquarium from March to May 2011.")).toEqual(["Chemist"]);
  });

  it("reads a month joined to its year by a dash, and a year 'onwards'", () => {
    expect(read("Pat Doe\nEXPERIENCE\nSystems Engineer, Acme Ltd, Jan-2019 to Mar-2021\nBuilt services.").parsed.yearsOfExperience).toBe(2.3);
    expect(read("Pat Doe\nEXPERIENCE\nSystems Engineer, Acme Ltd, 2019 onwards\nBuilt services.").parsed.yearsOfExperience).toBe(7.9);
  });
});

describe("a resume's top lines", () => {
  it("reads a table's column labels as no headline", () => {
    const text = "Luis Ortega\nEl Paso, TX — lortega@example.com\n\nPeriod          | Position                 | Employer\n2023 – present  | Pharmacy Technician      | Corner Drug, El Paso\n";
    expect(read(text).parsed.headline).toBeNull();
  });

  it("reads a town before an email, a contact label, or a British postcode", () => {
    expect(locationFromText("Kevin Doyle\nReno, NV  kdoyle@example.com")).toBe("Reno, NV");
    expect(locationFromText("Kevin Doyle\nAustin, TX  Phone 555-0101")).toBe("Austin, TX");
    expect(locationFromText("Claire Watts\nBristol, BS6 | claire@example.co.uk")).toBe("Bristol");
    expect(locationFromText("Jo Hale\n12 High Street, Leeds LS6 2AB, UK")).toBe("Leeds");
    expect(locationFromText("Jo Hale\nWindows XP, MS Office")).toBeNull();
  });

  it("reads no skill from a place's letters or an objective's wish", () => {
    const a = read("Sophie Roy\nGatineau, QC | sroy@example.ca\nCareer Objective\nTo work in a challenging environment as a software engineer.\nEXPERIENCE\nPayroll Clerk, Maple Foods, 2019 - present\nProcessed pay.");
    const names = a.parsed.skills.map((s) => s.name);
    expect(names).not.toContain("Quality Control");
    expect(names).not.toContain("Programming");
  });
});

describe("jobs written without dates", () => {
  const resume = "Emma Walsh\nBoston, MA\nEXPERIENCE\nMarketing Intern, Quillmark Inc.\nPlanned social calendars for 12 events; Canva graphics.\nSocial Media Intern, Northfield University\nEDUCATION\nB.S. Marketing, Northeastern University, May 2026\n";

  it("reads the titles under the experience heading as jobs with no years", () => {
    const read = readResume(resume, "2026-11");
    expect(read.parsed.jobs.map((j) => j.title)).toEqual(["Marketing Intern", "Social Media Intern"]);
    expect(read.parsed.yearsOfExperience).toBeNull();
  });

  it("counts the title toward the role, and asks for the dates", () => {
    const a = analyzeResume(profile("Marketing Coordinator", "Requirements: 1-2 years marketing experience; Canva."), resume);
    expect(a.currentTitle).toBe("Marketing Intern");
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
    expect(a.requirements.find((r) => r.kind === "experience")?.status).toBe("not_met");
    expect(a.cons).toContain("Dates of employment are missing, so experience cannot be counted");
  });
});

describe("a resume of a summary and skills only", () => {
  it("takes the candidate's work from the summary's opening words", () => {
    expect(read("Ana Cruz\nSUMMARY\nMedical receptionist with 8 years of experience in busy clinics.\nSKILLS\nEpic, scheduling").parsed.headline).toBe("Medical receptionist");
    expect(read("Ana Cruz\nPROFILE\nResults-driven accountant with 10+ years in public accounting.").parsed.headline).toBe("Accountant");
    expect(read("Ana Cruz\nPROFILE\nA team player with 5 years of retail experience.").parsed.headline).toBeNull();
  });
});

describe("a travel nurse and a teacher", () => {
  it("reads travel assignments as jobs, and a line of licences as no headline", () => {
    const text = "Maria Lopez, RN, CCRN\nCompact RN License (Texas) · BLS · ACLS · mlopez@example.com\n\nTRAVEL ASSIGNMENTS (Cardinal Staffing)\nICU RN, Desert Vista Medical Center, Phoenix, AZ — Sep – Dec 2025\nICU RN, Front Range Hospital, Aurora, CO — May – Aug 2025\n";
    const r = read(text);
    expect(r.parsed.headline).toBeNull();
    expect(r.parsed.jobs.map((j) => j.title)).toEqual(["ICU RN", "ICU RN"]);
  });

  it("reads a range that opens with a school year", () => {
    const r = read("Derek Owens\nTEACHING EXPERIENCE\nMath Teacher, Hilltop Middle School — 2021-22 to present\n7th grade math.\nLong-Term Substitute Teacher, Linden Elementary School — 2020–21\n");
    expect(r.parsed.jobs.map((j) => j.title)).toEqual(["Math Teacher", "Long-Term Substitute Teacher"]);
    expect(r.parsed.yearsOfExperience).toBe(6.3);
  });
});

describe("a job titled by a place on a team", () => {
  it("takes its occupation from its work, not from O*NET's listing of the title", () => {
    const text = "Pat Doe\nEXPERIENCE\nCrew Member, Northgate Distribution Center — 2021 – present\nPicked and packed 200 orders a shift with an RF scanner; loaded outbound trailers; cycle counts and restocking in the warehouse.\n";
    const { facts } = scoreRead(profile("Warehouse Associate", "Pick and pack orders."), read(text));
    // A clerk of shipping, receiving or freight (43-5…), not a fishing crew (O*NET lists "Crew Member" on boats).
    expect(facts.jobs[0]?.occupation?.slice(0, 4)).toBe("43-5");
  });
});
