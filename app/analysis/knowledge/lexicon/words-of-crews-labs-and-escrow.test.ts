// Words met reading jobs end to end at stop 55 (invented postings and resumes), each in a sense that is the skill and
// one that is not.
import { describe, expect, it } from "vitest";
import { canonicalSkills } from ".";

const reads = (text: string) => canonicalSkills(text);

describe("words of crews and trades", () => {
  it("reads masonry, a locksmith's work and access control", () => {
    expect(reads("Lay face brick, CMU block and limestone")).toContain("Masonry");
    expect(reads("Rekey and master key office buildings")).toContain("Locksmithing");
    expect(reads("Install electric strikes and HID card readers")).toContain("Access Control Systems");
  });

  it("reads wind and crane credentials", () => {
    expect(reads("GWO BST (First Aid, Working at Heights)")).toContain("GWO Basic Safety Training");
    expect(reads("NCCCO Mobile Crane Operator (TLL, TSS)")).toContain("NCCCO Certification");
  });

  it("reads ceramic tile as no fine art, and cooking appliances as no culinary work", () => {
    expect(reads("Install ceramic, porcelain and natural stone tile")).not.toContain("Fine Arts");
    expect(reads("Glazed ceramics for a gallery show")).toContain("Fine Arts");
    expect(reads("Repair laundry, refrigeration and cooking appliances")).not.toContain("Culinary Arts");
  });
});

describe("words of labs and research", () => {
  it("reads SAS and CDISC, and a statistician's SAPs as no SAP software", () => {
    expect(reads("SAS programming; CDISC (SDTM/ADaM)")).toEqual(expect.arrayContaining(["SAS", "CDISC Standards"]));
    expect(reads("Oncology trials: SAPs, sample size, TLFs")).not.toContain("SAP");
    expect(reads("SAP FICO consultant for S/4HANA")).toContain("SAP");
  });

  it("reads survey work and syndicated data as market research", () => {
    expect(reads("Program Qualtrics surveys; run MaxDiff and conjoint")).toContain("Survey Research");
    expect(reads("Weekly Nielsen and IRI share reads")).toContain("Syndicated Market Data");
  });
});

describe("words of desks and offices", () => {
  it("reads escrow work and a notary's commission", () => {
    expect(reads("Working knowledge of SoftPro or Qualia")).toEqual(["Escrow and Title"]);
    expect(reads("California Notary Public")).toContain("Notary Public");
  });

  it("reads Greenhouse as a recruiter's ATS, and as a grower's house elsewhere", () => {
    expect(reads("Greenhouse reporting; run intake meetings with hiring managers")).toEqual(expect.arrayContaining(["Applicant Tracking Systems"]));
    expect(reads("Greenhouse reporting; run intake meetings with hiring managers")).not.toContain("Agriculture");
    expect(reads("Greenhouse reporting; run intake meetings with hiring managers")).not.toContain("Case Management");
    expect(reads("Managed a greenhouse of tomato seedlings")).toContain("Agriculture");
    expect(reads("Cut greenhouse gas emissions by 20%")).not.toContain("Agriculture");
  });

  it("reads an LMS by its maker's name, and sales enablement as training", () => {
    expect(reads("Build courses in Docebo")).toContain("Learning Management Systems");
    expect(reads("Sales enablement for 200 reps")).toContain("Sales Enablement");
  });

  it("reads a Workday configurator's business processes as no process improvement", () => {
    expect(reads("Configure Workday HCM business processes and security groups")).not.toContain("Process Improvement");
  });
});

describe("words of clinics, campuses and counties", () => {
  it("reads echocardiograms, utilization review and an addiction counselor's letters", () => {
    expect(reads("Perform 10 TTEs and stress echoes per day")).toContain("Echocardiography");
    expect(reads("Admission and concurrent reviews using InterQual")).toContain("Utilization Review");
    expect(reads("Rick Alvarez, CADC-II")).toContain("Addiction Counselor Credential");
  });

  it("reads a student system by its name, and a banner ad as no student system", () => {
    expect(reads("Package Pell grants and loans in Banner")).toContain("Student Information Systems");
    expect(reads("Designed banner ads for the web")).not.toContain("Student Information Systems");
    expect(reads("Read 700 applications in Slate")).toContain("CRM");
  });

  it("reads an emergency manager's exercises as no fitness, and the ICS courses as training held", () => {
    expect(reads("Design HSEEP tabletop exercises")).toContain("Emergency Management");
    expect(reads("Design HSEEP tabletop exercises")).not.toContain("Personal Training");
    expect(reads("Lead exercise classes for seniors")).toContain("Personal Training");
    expect(reads("FEMA ICS 100, 200, 700, 800")).toContain("ICS/NIMS Training");
  });
});

describe("words of salons and stages", () => {
  it("reads a salon's sanitation as no food safety, and a manicurist's licence", () => {
    expect(reads("Follow TDLR sanitation rules for implements")).not.toContain("Food Safety");
    expect(reads("Kitchen sanitation and HACCP logs")).toContain("Food Safety");
    expect(reads("Texas Manicurist License")).toContain("Nail Technician License");
  });

  it("reads projection beside LED walls as AV work, not forecasting, and events served as no event planning", () => {
    expect(reads("Build LED walls and projection; lighting focus")).toEqual(["Audio and Video Production"]);
    expect(reads("Revenue projections for the next fiscal year")).toContain("Forecasting");
    expect(reads("Set up audio, video and lighting for corporate events")).not.toContain("Event Planning");
  });

  it("reads an appraiser's reports and a bank's alert system", () => {
    expect(reads("25 URAR reports a month in a la mode TOTAL")).toContain("Real Estate Appraisal");
    expect(reads("Clear alerts in Verafin")).toContain("Anti-Money Laundering");
  });
});

describe("words of shops, yards and fabs", () => {
  it("reads small engines and outboards apart from cars, and a quick lube's work as car service", () => {
    expect(reads("Diagnose 2- and 4-stroke engines; carburetor rebuilds")).toContain("Small Engine Repair");
    expect(reads("Small engine repair on mowers")).not.toContain("Automotive Repair");
    expect(reads("Repower and service Yamaha outboards")).toContain("Marine Engine Repair");
    expect(reads("Oil changes and tire rotations")).toContain("Automotive Repair");
  });

  it("reads a railroad's hand brakes as no car repair", () => {
    expect(reads("Line switches and apply hand brakes on railcars")).not.toContain("Automotive Repair");
    expect(reads("Replace brakes and rotors")).toContain("Automotive Repair");
  });

  it("reads a fab's etch tools, control charts and a toolmaker's dies and prints", () => {
    expect(reads("Maintain etch chambers in a 300mm fab")).toContain("Semiconductor Manufacturing");
    expect(reads("SPC charts in the cleanroom")).toContain("Statistical Process Control");
    expect(reads("Build progressive stamping dies")).toContain("Manufacturing");
    expect(reads("Read prints with GD&T")).toContain("Blueprint Reading");
  });

  it("reads a mariner's and a tow operator's credentials", () => {
    expect(reads("TWIC · MMC (Ordinary Seaman)")).toEqual(["TWIC Card", "Merchant Mariner Credential"]);
    expect(reads("CDL Class B · WreckMaster 4/5")).toContain("Towing Certification");
  });
});

describe("words of security programmes and sites", () => {
  it("reads SOC 2 and ISO 27001 as security compliance, not quality control, and a risk register as risk work", () => {
    const grc = reads("SOC 2 or ISO 27001, NIST 800-53, risk registers");
    expect(grc).toEqual(expect.arrayContaining(["Security Compliance (GRC)", "Risk Management"]));
    expect(grc).not.toContain("Quality Control");
    expect(reads("ISO 9001 quality system")).toContain("Quality Control");
  });

  it("reads a site induction card", () => {
    expect(reads("NSW Electrical Licence (A-Grade) · White Card")).toContain("Construction Site Induction");
  });
});

describe("words with a call centre's, a farm's and a hangar's senses", () => {
  it("reads a call centre's QA and shrinkage as no software testing and no loss prevention", () => {
    expect(reads("Knowledge of AHT, CSAT and QA parameters")).not.toContain("Software Testing");
    expect(reads("Manual QA testing of releases")).toContain("Software Testing");
    expect(reads("5+ years in food manufacturing QA")).not.toContain("Software Testing");
    expect(reads("Manage shrinkage and attendance")).not.toContain("Loss Prevention");
    expect(reads("Reduced shrinkage in the store")).toContain("Loss Prevention");
  });

  it("reads an agronomist's prescriptions as no pharmacy, and a planner's ADs as no advertising", () => {
    expect(reads("Variable-rate prescriptions for corn")).not.toContain("Pharmacy");
    expect(reads("Filled prescriptions for patients")).toContain("Pharmacy");
    expect(reads("Track ADs and service bulletins")).toEqual(["Compliance"]);
  });
});

describe("words of hotels and plants", () => {
  it("reads a hotel's catering sales as no culinary work, and an I&C technician's loops and transmitters", () => {
    expect(reads("Sell group rooms, meetings and catering")).not.toContain("Culinary Arts");
    const loops = reads("Calibrate pressure transmitters with HART communicators; loop checks");
    expect(loops).toContain("Instrumentation and Calibration");
    expect(loops).not.toContain("Communication Skills");
  });
});

describe("words of herds and gyms", () => {
  it("reads a dairy herdsman's work as agriculture, and a trainer's CPT as no medical coding", () => {
    expect(reads("Assist calvings; records in DairyComp 305")).toContain("Agriculture");
    expect(reads("NASM CPT; CPR/AED")).not.toContain("Medical Coding");
    expect(reads("Code visits with CPT and ICD-10")).toContain("Medical Coding");
  });
});

describe("words of plants and receivables", () => {
  it("reads a mechanic's three-phase work, a bottling line and a collector's accounts", () => {
    expect(reads("480V three-phase motor work")).toContain("Electrical Work");
    expect(reads("PMs on bottling lines (fillers, labelers, case packers)")).toEqual(expect.arrayContaining(["Food and Beverage", "Manufacturing"]));
    expect(reads("Collect on 350 commercial accounts")).toContain("Collections");
  });
});
