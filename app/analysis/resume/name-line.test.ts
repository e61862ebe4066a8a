// What is left of a resume's top lines once the name and contact details are blanked (invented resumes, stop 52).
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { locationFromText } from "./candidate-headline";
import { parseResume } from "./resume";

const headlineOf = (resume: string) => readResume(resume, "2026-11").parsed.headline;
const titles = (text: string) => parseResume(text, 2026 * 12 + 10).jobs.map((job) => job.title);

describe("the letters after a candidate's name", () => {
  it("are no headline: a doctor's title, degrees with full stops, a discipline joined to a credential", () => {
    expect(headlineOf("Dr. Meera Pillai, PharmD\nDallas, TX · meera.p@example.com\n\nStaff Pharmacist — Lone Star Drug (2019–present)")).toBeNull();
    expect(headlineOf("Laura Finch, M.S., CCC-SLP\nBoise, ID — laura.finch@example.com\n\nSpeech Therapist, Ada Schools (2018–present)")).toBeNull();
    expect(headlineOf("Omar Haddad, CIA\nTulsa, OK · omar.h@example.com\n\nStaff Auditor — Prairie Mills (2020 – present)")).toBeNull();
    expect(headlineOf("Wen Zhou, MSc\nLeeds, UK\n\nData Analyst, Aire Retail (2021 – present)")).toBeNull();
  });

  it("leave a title written in capitals, and a credential beside a post, as the headline", () => {
    expect(headlineOf("PEST CONTROL TECH\nSummary\nSix years in the field.\nExperience\nPest Control Tech, 01/2015 to Current")).toBe("PEST CONTROL TECH");
    expect(headlineOf("Ann Cole\nRN/RN TEAM LEAD\nSummary\nCritical care nurse.")).toBe("RN/RN TEAM LEAD");
  });

  it("open the summary with the current job, not with the letters or a doctor's title", () => {
    const profile = buildJobProfile({ name: "Staff Pharmacist", description: "Requirements:\n- PharmD\n- 2+ years of retail pharmacy" });
    const a = analyzeResume(profile, "Dr. Meera Pillai, PharmD\nDallas, TX · meera.p@example.com\n\nPharmacist in Charge — Lone Star Drug (2019–present)\nVerify prescriptions; counsel patients; give vaccines.\n\nDoctor of Pharmacy, Texas Southern University, 2019");
    expect(a.summary.startsWith("Pharmacist in Charge, ")).toBe(true);
    // Read as the pharmacist's own post, the title meets the role in full.
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });

  it("are not the current title where the latest job is titled as accounting firms title a senior", () => {
    const profile = buildJobProfile({ name: "Internal Auditor", description: "Requirements:\n- 3+ years of internal audit" });
    const a = analyzeResume(profile, "Omar Haddad, CIA\nTulsa, OK · omar.h@example.com\n\nInternal Audit Senior — Prairie Mills (2021 – present)\n• SOX walkthroughs and control testing\nStaff Auditor — Redbud CPAs (2018 – 2021)");
    expect(a.currentTitle).toBe("Internal Audit Senior");
  });
});

describe("a contact line's labels", () => {
  it("go with the site they label, leaving no headline of 'Portfolio:'", () => {
    expect(headlineOf("Ines Duarte\nPortfolio: inesduarte.design | Portland, OR | ines@example.com\n\nDesigner | Fernwood Studio | 2020 - Present")).toBeNull();
  });
});

describe("a city of four words", () => {
  it("is read whole when its last word is City", () => {
    expect(locationFromText("Tran Van Long\nHo Chi Minh City, Vietnam | long.tran@example.com")).toBe("Ho Chi Minh City, Vietnam");
    expect(headlineOf("Tran Van Long\nHo Chi Minh City, Vietnam | long.tran@example.com\n\nPlanner — Delta Foods (2020 – Present)")).toBeNull();
  });
});

describe("an employer after a bar", () => {
  it("is left out of the title when its name ends in a trade's word, or joins two words with an ampersand", () => {
    expect(titles("Experience\nBRAND DESIGNER | Tidewater Beverages | 2021 - Present\n- Labels and cans")).toEqual(["BRAND DESIGNER"]);
    expect(titles("Experience\nCharge Nurse | Willow Creek Nursing & Rehab | 2019 – Present\n- Evening shift")).toEqual(["Charge Nurse"]);
    // A field after the title stays: it is what the job buys.
    expect(titles("Experience\nAssistant Buyer - Intimate Apparel     2018 - 2020")).toEqual(["Assistant Buyer - Intimate Apparel"]);
  });
});

describe("what a CV's top lines say of the document and its form (stop 52)", () => {
  it("reads no headline from the document's title, a form's label or a labelled address", () => {
    expect(headlineOf("CURRICULUM VITAE\n\nPERSONAL INFORMATION\nName: Marco Verdi\nAddress: Via Po 3, 10123 Torino, Italy\n\nWORK EXPERIENCE\n03/2019 – Present\nProcess Engineer")).toBeNull();
    expect(headlineOf("RESUME\n\nSuresh Iyer\nMobile: +91 98400 55555 | Email: suresh@example.com\nAddress: 9 Nehru Road, Madurai - 625001")).toBeNull();
  });

  it("reads the town before an Indian PIN code as the location", () => {
    expect(locationFromText("Suresh Iyer\nAddress: 9 Nehru Road, Madurai - 625001\nMobile: +91 98400 55555")).toBe("Madurai");
  });

  it("reads a distributor beside the title as the employer", () => {
    expect(titles("Experience\nWarehouse Supervisor, Sandhills Distribution, 2024 – Present\n- Two shifts")).toEqual(["Warehouse Supervisor"]);
  });
});

describe("resumes as other countries write them (stop 52)", () => {
  it("reads 'heute' and 'actual' as now, and a Diplom-Ingenieur as a master's degree", () => {
    const parsed = parseResume("Experience\nKonstrukteur — Allgäu Maschinen GmbH (2018 – heute)\nDesign of fixtures.\n\nEducation\nDipl.-Ing. Maschinenbau, TU Dresden, 2018", 2026 * 12 + 10);
    const now = 2026 * 12 + 10;
    expect(parsed.jobs[0]?.end).toBe(now);
    expect(parsed.degrees.map((d) => d.level)).toContain("master");
    expect(parseResume("Experience\nAgente — Centro de Llamadas Norte (2022 – actual)\nLlamadas.", now).jobs[0]?.end).toBe(now);
  });

  it("reads Dubai, UAE; Sydney NSW 2000; and a town before a state's dotted letters", () => {
    expect(locationFromText("Omar Aziz\nDubai, UAE | omar@example.com")).toBe("Dubai, UAE");
    expect(locationFromText("Jack Lee\nSydney NSW 2000 | jack@example.com")).toBe("Sydney, NSW");
    expect(locationFromText("Ana Ruiz\nMonterrey, N.L., México | ana@example.com")).toBe("Monterrey, México");
    // A state's letters are no town of the country after them.
    expect(locationFromText("Raj Iyer\nConsultant at Infosys Limited, Sunnyvale, CA, USA")).toBe("Sunnyvale, CA");
  });

  it("leaves a credential after the name without a comma out of the name, and an NMC PIN out of the headline", () => {
    const read = readResume("Ngozi Obi RN\nLeeds, United Kingdom | ngozi@example.com | NMC PIN: 12B3456E\n\nStaff Nurse — Leeds General Infirmary (2020 – Present)", "2026-11");
    expect(read.contact.name).toBe("Ngozi Obi");
    // The credential's letters may stand as the headline; the licence number never does.
    expect(read.parsed.headline ?? "").not.toContain("PIN");
  });
});
