// Jobs read end to end at stop 52 (invented postings and resumes): therapists, freight, auditors, system admins.
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../builtin";
import { broaderSkills, canonicalSkills } from "../knowledge/lexicon";
import { resolveOccupation } from "../knowledge/occupations";
import { buildJobProfile } from "./job-profile";

const labels = (profile: ReturnType<typeof buildJobProfile>) => profile.requirements.map((r) => r.label);
const verdict = (a: ReturnType<typeof analyzeResume>, label: string) => a.requirements.find((r) => r.label === label)?.status;

describe("a therapist's methods", () => {
  it("reads CBT and DBT as therapy beside clients, and dbt as the data tool beside models", () => {
    expect(canonicalSkills("Weekly CBT and DBT skills groups for adolescents")).toEqual(["Psychotherapy"]);
    expect(canonicalSkills("Built dbt models over Snowflake tables")).toEqual(expect.arrayContaining(["dbt", "Snowflake"]));
    expect(canonicalSkills("Completed CBT modules on workplace safety")).not.toContain("Psychotherapy");
  });

  it("meets a clinic's psychotherapy and substance use asks from a counselor's own caseload", () => {
    const profile = buildJobProfile({
      name: "Outpatient Therapist (LCSW)",
      description: "Requirements:\n- Active LCSW license\n- 2+ years of psychotherapy (CBT, DBT)\n- Experience with co-occurring substance use disorders preferred",
    });
    expect(labels(profile)).toEqual(expect.arrayContaining(["Psychotherapy", "Substance Abuse Counseling"]));
    const a = analyzeResume(profile, "Rosa Vega, LCSW\nBoise, ID\n\nClinician, Snake River Counseling (2019 – present)\n- CBT-based individual therapy for 28 adults with anxiety and substance use\n");
    expect(verdict(a, "Psychotherapy")).toBe("met");
    expect(verdict(a, "Substance Abuse Counseling")).toBe("met");
  });
});

describe("another person's licence, named in a duty", () => {
  it("asks no RN of a practical nurse who reports to one, and is met by no note to one", () => {
    expect(canonicalSkills("Report changes in condition to the charge RN")).not.toContain("Registered Nurse");
    expect(canonicalSkills("Notify RN supervisor of falls")).not.toContain("Registered Nurse");
    expect(canonicalSkills("Charge RN, Mercy Hospital")).toContain("Registered Nurse");
    const profile = buildJobProfile({
      name: "LPN - Evenings",
      description: "Responsibilities:\n- Pass medications\n- Report changes in condition to the charge RN and families\nQualifications:\n- Current LPN license",
    });
    expect(profile.requirements.some((r) => r.terms.includes("Registered Nurse"))).toBe(false);
  });
});

describe("freight and supply chain words", () => {
  it("reads customs paperwork, a forwarder's TMS and safety stock", () => {
    expect(canonicalSkills("Knowledge of Incoterms and HTS classification")).toEqual(["Customs Compliance"]);
    expect(canonicalSkills("Filed ISF entries with our customs broker")).toContain("Customs Compliance");
    expect(canonicalSkills("Tracked ocean containers in CargoWise")).toContain("Transportation Management Systems");
    expect(canonicalSkills("Quarterly safety-stock review with planners")).toContain("Inventory Management");
  });

  it("meets a TMS named among the posting's examples with the one the candidate used", () => {
    const profile = buildJobProfile({ name: "Import Coordinator", description: "Requirements:\n- 2+ years in freight forwarding\n- Experience with a TMS (e.g., Oracle OTM or CargoWise)" });
    const a = analyzeResume(profile, "Ana Ruiz\nMiami, FL\n\nForwarding Agent | Biscayne Freight | 2020 – present\n- Book FCL shipments and track them in CargoWise\n");
    expect(verdict(a, "Transportation Management Systems")).toBe("met");
  });

  it("asks no real estate of a builder's superintendent whose projects are apartments", () => {
    expect(canonicalSkills("7+ years on multifamily or commercial projects")).not.toContain("Real Estate");
    expect(canonicalSkills("Leasing for a 300-unit multifamily community")).toContain("Real Estate");
    expect(canonicalSkills("Run a 150-unit wood-frame apartment project")).not.toContain("Carpentry");
  });
});

describe("clinical and engineering words", () => {
  it("reads invasive and non-invasive ventilation as mechanical ventilation", () => {
    expect(canonicalSkills("Managed invasive and non-invasive ventilation in the NICU")).toContain("Mechanical Ventilation");
  });

  it("reads SwiftUI as Swift, UIKit as iOS and XCTest as testing", () => {
    expect(canonicalSkills("Rewrote the app in SwiftUI with UIKit bridges; XCTest suites")).toEqual(expect.arrayContaining(["Swift", "iOS", "Software Testing"]));
  });

  it("asks the bachelor's degree an engineer's letters name ('BSEE or equivalent')", () => {
    const profile = buildJobProfile({ name: "Electrical Engineer", description: "Requirements:\n- BSEE or equivalent\n- 5+ years of power distribution design" });
    const degree = profile.requirements.find((r) => r.kind === "education");
    expect(degree?.label).toBe("Bachelor's degree in electrical engineering or related");
    expect(degree?.key).toBe(true);
  });
});

describe("an auditor's and a system administrator's credentials", () => {
  it("asks a CIA or a CPA as one choice, met by a Certified Internal Auditor", () => {
    const profile = buildJobProfile({ name: "Internal Auditor", description: "Requirements:\n- 3+ years of audit experience\n- CIA or CPA preferred" });
    const a = analyzeResume(profile, "Omar Haddad\nTulsa, OK\n\nStaff Auditor — Prairie Mills (2020 – present)\n- SOX control testing\n\nCertified Internal Auditor (CIA), 2023");
    expect(verdict(a, "CIA or CPA")).toBe("met");
  });

  it("reads a field and the rank firms title their seniors and interns by as the worker of the field", () => {
    expect(resolveOccupation("Audit Senior")?.title).toBe("Accountants and Auditors");
    expect(resolveOccupation("Audit Intern")?.title).toBe("Accountants and Auditors");
    // A field and a lead is a lead of the field, not "projector" or "processor".
    expect(resolveOccupation("Project Lead")?.title).not.toBe("Motion Picture Projectionists");
  });

  it("files a Salesforce administrator with O*NET's Salesforce developers, and reads its tools as none of another trade", () => {
    expect(resolveOccupation("Salesforce Administrator")?.title).toBe("Computer Systems Analysts");
    expect(canonicalSkills("Imports with Data Loader")).not.toContain("Heavy Equipment");
    expect(canonicalSkills("Validation rules, permission sets, page layouts")).not.toContain("Graphic Design");
    expect(canonicalSkills("Page layouts and type for the spring catalog")).toContain("Graphic Design");
    expect(canonicalSkills("Adobe Creative Cloud")).not.toContain("Cloud Computing");
  });
});

describe("a data engineer's warehouse, and examples offered as a choice", () => {
  it("meets 'Cloud data warehouse (Snowflake, BigQuery or Redshift)' with one of the warehouses named", () => {
    const profile = buildJobProfile({ name: "Data Engineer", description: "Requirements:\n- 3+ years building pipelines\n- Cloud data warehouse (Snowflake, BigQuery or Redshift)" });
    const ask = profile.requirements.find((r) => r.label.startsWith("Cloud data warehouse"));
    expect(ask?.terms).toEqual(expect.arrayContaining(["Snowflake", "BigQuery", "Redshift"]));
    expect(profile.requirements.some((r) => r.label === "Cloud Computing")).toBe(false);
    const a = analyzeResume(profile, "Lena Ortiz\nAustin, TX\n\nData Engineer | Loop Metrics | 2020 – Present\n- Nightly loads from Postgres into BigQuery\n");
    expect(verdict(a, ask!.label)).toBe("met");
  });

  it("reads PySpark as Spark written in Python", () => {
    expect(canonicalSkills("Tuned PySpark jobs")).toEqual(["PySpark"]);
    expect(broaderSkills("PySpark")).toEqual(expect.arrayContaining(["Apache Spark", "Python"]));
  });
});

describe("trades, labs and writers", () => {
  it("reads hydraulics and pneumatics as a skill, but not a hydraulic tool", () => {
    expect(canonicalSkills("Rebuilt pneumatic actuators and hydraulic pumps")).toContain("Hydraulics and Pneumatics");
    expect(canonicalSkills("Operated hydraulic and pneumatic tools")).not.toContain("Hydraulics and Pneumatics");
    expect(canonicalSkills("Hydraulic modeling of storm sewers")).not.toContain("Hydraulics and Pneumatics");
  });

  it("reads an employer named '… Plumbing & Air' beside the title as the employer", () => {
    const profile = buildJobProfile({ name: "Service Plumber", description: "Requirements:\n- 4+ years of service plumbing" });
    const a = analyzeResume(profile, "Luis Vidal\nTucson, AZ\n\nService Plumber — Saguaro Plumbing & Air (2019–present)\nWater heaters and drain cleaning.");
    expect(a.currentTitle).toBe("Service Plumber");
  });

  it("reads a laboratory's Beaker as its LIS, and a medical center as health care", () => {
    expect(canonicalSkills("Resulted tests in Epic Beaker")).toContain("Laboratory Information Systems");
    expect(canonicalSkills("Lab Assistant, Mercy Medical Center")).toContain("Healthcare");
  });

  it("reads OpenAPI and Swagger as REST APIs", () => {
    expect(canonicalSkills("Maintained the OpenAPI reference")).toContain("REST APIs");
  });

  it("reads a customer success platform as CRM, and postmortems (not an on-call rota, a condition of many jobs) as incident response", () => {
    expect(canonicalSkills("Health scores in Gainsight")).toContain("CRM");
    expect(canonicalSkills("Weekly on-call rotation; blameless postmortems")).toContain("Incident Response");
    expect(canonicalSkills("On-call rotation for the apartment community")).not.toContain("Incident Response");
  });

  it("asks no investments of a designer's portfolio", () => {
    expect(canonicalSkills("Portfolio with end-to-end case studies")).not.toContain("Investment Analysis");
    expect(canonicalSkills("Portfolio management for high net worth clients")).toContain("Investment Analysis");
  });
});

describe("a teacher at a school, and a writer of the second grade", () => {
  it("reads a job at a high school as a job, not a diploma, on a resume without headings", () => {
    const profile = buildJobProfile({ name: "High School Math Teacher", description: "Requirements:\n- Bachelor's degree in mathematics\n- State teaching certificate" });
    const a = analyzeResume(profile, "Ruth Adeyemi\nMacon, GA\n\nMathematics Teacher, Bibb County High School (2018–present)\nGeometry and Algebra I for grades 9–10.\n\nB.S. Mathematics, Mercer University, 2018");
    expect(a.currentTitle).toBe("Mathematics Teacher");
    expect(a.yearsOfExperience).toBeGreaterThan(7);
    // "Mathematics Teacher" teaches the subject "Math Teacher" does, at a high school as well as a college.
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });

  it("reads a title with a level after it as a title, not a skills heading", () => {
    const profile = buildJobProfile({ name: "Technical Writer", description: "Requirements:\n- 3+ years as a technical writer" });
    const a = analyzeResume(profile, "Ivy Moss\nSalem, OR\n\nTechnical Writer II, Willamette Cloud (2020 – Present)\n- API guides\nDocumentation Specialist, Salem Devices (2016 – 2020)");
    expect(a.currentTitle).toBe("Technical Writer II");
  });

  it("reads a city written with its accents", () => {
    const a = analyzeResume(buildJobProfile({ name: "Designer", description: "Figma" }), "Élise Caron\nMontréal, QC · elise@example.com\n\nDesigner — Atelier Nord (2019–present)");
    expect(a.location).toBe("Montréal, QC");
  });
});

describe("service, salon, lab and office words (stop 52)", () => {
  it("reads an HR partner's investigations and corrective action as employee relations", () => {
    expect(canonicalSkills("Ran investigations, corrective action and terminations for the plant")).toContain("Employee Relations");
  });

  it("reads cocktails as food and beverage and a bar's cash-outs as cash handling", () => {
    expect(canonicalSkills("Built the seasonal cocktails")).toContain("Food and Beverage");
    expect(canonicalSkills("End-of-night cash-outs")).toContain("Cash Handling");
  });

  it("reads a stylist's color and cuts, a room attendant's rooms and a lab's assays as skills", () => {
    expect(canonicalSkills("Balayage, foils and precision cuts")).toContain("Hair Styling");
    expect(canonicalSkills("Cleaned 15 guest rooms a shift and restocked amenities")).toContain("Housekeeping");
    expect(canonicalSkills("Good housekeeping on the shop floor")).not.toContain("Housekeeping");
    expect(canonicalSkills("Mammalian cell culture, flow cytometry, ELISA and qPCR")).toEqual(expect.arrayContaining(["Cell Culture", "Flow Cytometry", "Immunoassays", "PCR"]));
    expect(broaderSkills("Cell Culture")).toContain("Research");
  });

  it("files a hotel's room attendant with housekeepers, not locker rooms", () => {
    expect(resolveOccupation("Room Attendant")?.title).toBe("Maids and Housekeeping Cleaners");
  });

  it("reads a licence number beside the contact details as no headline, and a gym beside the title as the employer", () => {
    const profile = buildJobProfile({ name: "Personal Trainer", description: "Requirements:\n- NASM or ACE certification" });
    const a = analyzeResume(profile, "Dev Rao\nTempe, AZ | dev@example.com | AZ License SA765432000\n\nPersonal Trainer, Red Rock Fitness (2020–present)\nStrength programs for 30 clients.");
    expect(a.currentTitle).toBe("Personal Trainer");
    expect(a.summary.startsWith("Personal Trainer, ")).toBe(true);
  });
});

describe("firmware, surgery, news and the books (stop 52)", () => {
  it("reads an embedded engineer's C, RTOS, buses, radio and bench tools", () => {
    expect(canonicalSkills("Embedded C on Cortex-M under FreeRTOS")).toEqual(expect.arrayContaining(["C/C++", "Embedded Systems"]));
    expect(canonicalSkills("I2C and UART drivers; BLE; bring-up with JTAG and oscilloscopes")).toEqual(expect.arrayContaining(["Serial Protocols", "Bluetooth", "Hardware Debugging"]));
  });

  it("reads a surgical technologist's certificate and sterile work", () => {
    expect(canonicalSkills("Certified Surgical Technologist (NBSTSA)")).toContain("Surgical Technologist Certification");
    expect(canonicalSkills("Set up sterile fields and instrument trays")).toContain("Sterile Technique");
  });

  it("reads a reporter's breaking news as writing, and a five-day close as the month-end close", () => {
    expect(canonicalSkills("Covered breaking news for the website")).toContain("Writing and Editing");
    expect(canonicalSkills("Five-day close and consolidation of four entities")).toContain("Month-End Close");
  });

  it("keeps a company's revenue in the posting's title, which is no pay", () => {
    const profile = buildJobProfile({ name: "Controller - Manufacturing ($90M revenue)", description: "Requirements:\n- CPA required" });
    const a = analyzeResume(profile, "Ann Cho\nDayton, OH\n\nController — Miami Valley Castings (2018–present)\nMonthly close in NetSuite.");
    expect(a.summary).toContain("for Controller - Manufacturing ($90M revenue)");
  });

  it("counts the current job in full beside a credential's letters left from the name's line", () => {
    const profile = buildJobProfile({ name: "Controller", description: "Requirements:\n- CPA required\n- 10+ years of accounting" });
    const a = analyzeResume(profile, "Ann Cho, CPA\nDayton, OH · ann@example.com\n\nCorporate Controller — Miami Valley Castings (2016–present)\nMonthly close in NetSuite.\nSenior Auditor — Deloitte (2010–2016)");
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });

  it("reads a fintech beside the title as the employer, and a site after 'clips:' as no headline", () => {
    const profile = buildJobProfile({ name: "Scrum Master", description: "Requirements:\n- 3+ years as a Scrum Master" });
    expect(analyzeResume(profile, "Ola Berg\nOslo, Norway\n\nScrum Master, Fjord Fintech (2021–present)\nTwo teams.").currentTitle).toBe("Scrum Master");
    expect(readResume("Ida Park\nTacoma, WA | ida@example.com | clips: idapark.news\n\nReporter — Tacoma Ledger (2020–Present)", "2026-11").parsed.headline).toBeNull();
  });
});

describe("years asked in the work a posting names (stop 52)", () => {
  it("counts a guest services agent's years toward '1+ year of customer service experience' for a flight attendant", () => {
    const profile = buildJobProfile({ name: "Flight Attendant", description: "Requirements:\n- High school diploma\n- 1+ year of customer service experience" });
    const experience = profile.requirements.find((r) => r.kind === "experience");
    expect(experience?.terms).toContain("years-in:Customer Service");
    const a = analyzeResume(profile, "Nia Brooks\nDenver, CO\n\nGuest Services Agent — Alpine Lodge (2022 – present)\nCheck in guests; resolve complaints; answer the front desk phone.\n\nEast High School, Diploma, 2021");
    expect(a.requirements.find((r) => r.kind === "experience")?.status).toBe("met");
  });

  it("asks nothing more where the years are in the role's own work", () => {
    const profile = buildJobProfile({ name: "Staff Accountant", description: "Requirements:\n- 3+ years of accounting experience" });
    expect(profile.requirements.find((r) => r.kind === "experience")?.terms.some((t) => t.startsWith("years-in:"))).toBe(false);
  });
});

describe("grounds, vans and actuaries (stop 52)", () => {
  it("reads mowing and mulch as landscaping, a box truck as driving, a GLM as statistics and CAS exams as an actuary's credential", () => {
    expect(canonicalSkills("Zero-turn mowing, edging and mulch")).toContain("Landscaping");
    expect(canonicalSkills("Drove a 26-ft box truck on 14 stops a day")).toContain("Driving");
    expect(canonicalSkills("Built GLM rating factors")).toContain("Statistics");
    expect(canonicalSkills("Passed 4 SOA exams")).toContain("Actuarial Exams");
  });
});

describe("a warehouse's tools and work (stop 52)", () => {
  it("reads RF scanners as inventory work, pallet jacks as equipment and pick-pack-ship as logistics", () => {
    expect(canonicalSkills("Operate RF scanners and pallet jacks")).toEqual(expect.arrayContaining(["Inventory Management", "Heavy Equipment"]));
    expect(canonicalSkills("Pick and pack 300 orders a shift")).toContain("Logistics");
  });
});

describe("a state's credential named in the posting's words (stop 52)", () => {
  it("is met by the licence line that names the state, and only partly by the job title", () => {
    const profile = buildJobProfile({ name: "School Counselor", description: "Requirements:\n- Master's in School Counseling\n- State school counselor certification" });
    const ask = profile.requirements.find((r) => r.label === "State school counselor certification")!;
    const body = "Lena Ortiz\nTucson, AZ\n\nSchool Counselor, Saguaro Elementary (2019–present)\nSmall groups and SEL lessons.\n";
    const licensed = analyzeResume(profile, `${body}\nArizona School Counselor License`).requirements.find((r) => r.label === ask.label);
    expect(licensed?.status).toBe("met");
    expect(licensed?.evidence).toContain("Arizona School Counselor License");
    expect(analyzeResume(profile, body).requirements.find((r) => r.label === ask.label)?.status).toBe("partial");
  });
});

describe("a product designer of screens or of goods (stop 52)", () => {
  it("meets both a UX designer's posting and an industrial designer's", () => {
    const resume = "Kai Moreno\nAustin, TX\n\nSenior Product Designer — Ledgerwise (2019–present)\nResearch, prototypes and shipped flows.";
    const ux = buildJobProfile({ name: "UX Designer", description: "Requirements:\n- 3+ years designing web apps in Figma" });
    const industrial = buildJobProfile({ name: "Industrial Designer", description: "Requirements:\n- 3+ years designing consumer products; SolidWorks" });
    expect(analyzeResume(ux, resume).requirements.find((r) => r.kind === "role")?.status).toBe("met");
    expect(analyzeResume(industrial, resume).requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });
});

describe("a step of hiring in the requirements (stop 52)", () => {
  it("asks no skill of 'Able to pass FAA-required training' or 'Must complete our SQL training course'", () => {
    const profile = buildJobProfile({ name: "Ramp Agent", description: "Requirements:\n- High school diploma\n- Able to pass FAA-required training\n- Must complete our two-week SQL training course" });
    expect(labels(profile)).not.toContain("Aviation and Aerospace");
    expect(labels(profile)).not.toContain("SQL");
    const asked = buildJobProfile({ name: "Data Clerk", description: "Requirements:\n- Experience with SQL" });
    expect(labels(asked)).toContain("SQL");
  });
});

describe("credentials and tools as other countries name them (stop 52)", () => {
  it("reads ACCA, CIMA, TEFL and an NMC registration as credentials, and a management accountant as an accountant", () => {
    expect(canonicalSkills("ACCA or CIMA qualified")).toEqual(["ACCA", "CIMA"]);
    expect(canonicalSkills("TEFL/TESOL certificate (120 hours)")).toContain("TEFL Certification");
    expect(canonicalSkills("NMC registered Adult Nurse")).toContain("Registered Nurse");
    expect(resolveOccupation("Management Accountant")?.title).toBe("Accountants and Auditors");
  });

  it("reads RabbitMQ as a message queue, Civil 3D as CAD, and an A&P budget as no aircraft's", () => {
    expect(canonicalSkills("Moved jobs to RabbitMQ")).toContain("Message Queues");
    expect(canonicalSkills("Corridors in Civil 3D")).toContain("CAD");
    expect(canonicalSkills("A&P budget of $4M")).not.toContain("Aircraft Maintenance");
    expect(canonicalSkills("A&P mechanic")).toContain("Aircraft Maintenance");
  });
});
