// Words met reading jobs end to end at stop 54 (invented postings and resumes), each in a sense that is the skill and
// one that is not.
import { describe, expect, it } from "vitest";
import { canonicalSkills } from ".";

const reads = (text: string) => canonicalSkills(text);

describe("words of depots and dispatch", () => {
  it("reads load boards, a TMS by its maker's name and hours of service", () => {
    expect(reads("Book freight on DAT and Truckstop")).toContain("Load Boards");
    expect(reads("Plan routes in McLeod")).toContain("Transportation Management Systems");
    expect(reads("Knowledge of DOT hours-of-service rules")).toContain("Compliance");
  });

  it("reads a treasury's TMS as treasury work, not freight", () => {
    expect(reads("Kyriba or similar TMS")).toEqual(["Treasury"]);
    expect(reads("Daily cash positioning across 40 bank accounts")).toContain("Treasury");
  });
});

describe("words of clinics and care", () => {
  it("reads ABA therapy, and a nurse aide's intake and output as no case management", () => {
    expect(reads("Run discrete trial training (DTT) sessions")).toContain("Applied Behavior Analysis");
    expect(reads("Record vitals and intake/output in PointClickCare")).not.toContain("Case Management");
    expect(reads("Client intake and community referrals")).toContain("Case Management");
  });

  it("reads a chart deficiency as records work, and lab edging as no landscaping", () => {
    expect(reads("Chart deficiency tracking")).not.toContain("Charts and Infographics");
    expect(reads("Lab edging of lenses")).not.toContain("Landscaping");
    expect(reads("Mowing and edging")).toContain("Landscaping");
  });
});

describe("words of counters, plants and benches", () => {
  it("reads a Texas seller-server certificate as alcohol service certification", () => {
    expect(reads("TABC Seller-Server Certification")).toContain("Alcohol Service Certification");
  });

  it("reads soldering and harnesses as electronics assembly, and coagulation as water treatment", () => {
    expect(reads("Hand-solder through-hole and SMT parts")).toContain("Electronics Assembly");
    expect(reads("Run coagulation, flocculation and chlorine disinfection")).toContain("Water Treatment");
    expect(reads("Coagulation studies and blood counts")).not.toContain("Water Treatment");
  });
});

describe("words of offices and desks", () => {
  it("reads COBOL and the mainframe, and ArcPy as Python", () => {
    expect(reads("COBOL batch programs; JCL, DB2, VSAM")).toEqual(expect.arrayContaining(["COBOL", "Mainframe"]));
    expect(reads("Automate QA checks with ArcPy")).toContain("Python");
    // A credit memo is a lender's write-up and an invoice's correction alike: no underwriting either way.
    expect(reads("Posted lockbox receipts and credit memos")).not.toContain("Underwriting");
  });

  it("tells an AML specialist's CAMS from an apartment manager's CAM, and reads OSCP", () => {
    expect(reads("CAMS certification a plus")).toEqual(["AML Certification (CAMS)"]);
    expect(reads("CAM certification")).toEqual(["Property Management Certification"]);
    expect(reads("OSCP required")).toContain("Offensive Security Certification");
  });

  it("reads a school's PLC cycles as no industrial controls, and a PLC on a machine as them", () => {
    expect(reads("Lead MTSS, PBIS and PLC cycles")).not.toContain("Industrial Controls");
    expect(reads("Lead the 9th grade PLC")).not.toContain("Industrial Controls");
    expect(reads("Troubleshoot Allen-Bradley PLC faults")).toContain("Industrial Controls");
    expect(reads("Administrative services credential")).not.toContain("Administrative Support");
  });

  it("reads media lists and pitched stories as media relations, escalations as support, Apex as Salesforce work", () => {
    expect(reads("Build media lists in Cision; pitch stories to tech press")).toContain("Media Relations");
    expect(reads("Tier 2 escalations for API integrations")).toEqual(expect.arrayContaining(["Technical Support", "REST APIs"]));
    expect(reads("Apex triggers, SOQL and Lightning Web Components")).toContain("Salesforce Development");
    expect(reads("Deploy with Copado")).toContain("CI/CD");
  });
});

describe("words of spas, units and buyers", () => {
  it("reads massage techniques, and cannulation as vascular access", () => {
    expect(reads("Swedish, deep tissue, prenatal and hot stone massage")).toContain("Massage Therapy");
    expect(reads("Cannulate AV fistulas and grafts")).toContain("Phlebotomy");
  });

  it("reads a buyer's commodity sourcing as no recruiting, and a recruiter's sourcing as it", () => {
    expect(reads("Commodity sourcing and supplier negotiation")).not.toContain("Recruiting");
    expect(reads("Candidate sourcing on LinkedIn")).toContain("Recruiting");
  });
});

describe("words of units and ledgers", () => {
  it("reads titrating drips as critical care, and a balance sheet's reconciliations as reconciliation", () => {
    expect(reads("Titrating vasoactive drips")).toContain("Critical Care");
    expect(reads("Balance sheet reconciliations")).toContain("Account Reconciliation");
  });
});

describe("words of auditors, analysts and butchers", () => {
  it("reads an IT auditor's change management and operations as controls, not consulting or running operations", () => {
    const asked = reads("ITGC testing: access, change management, operations");
    expect(asked).not.toContain("Management Consulting");
    expect(asked).not.toContain("Operations Management");
    expect(reads("Led change management for a 3,000-person reorganization")).toContain("Management Consulting");
  });

  it("reads Snowflake as cloud work, and primals as meat cutting", () => {
    expect(reads("Snowflake")).toEqual(["Snowflake"]);
    expect(reads("Break down primals and subprimals")).toContain("Meat Cutting");
  });
});

describe("words of designers", () => {
  it("reads user interviews and affinity mapping as research", () => {
    expect(reads("User interviews with 8 adopters, affinity mapping")).toContain("Research");
  });
});

describe("words of the teller line", () => {
  it("reads vault balancing as cash handling, and CTR filing as AML work, not clerical filing", () => {
    expect(reads("Balance the vault and ATMs")).toContain("Cash Handling");
    expect(reads("Knowledge of BSA/AML and CTR filing")).toEqual(["Anti-Money Laundering"]);
    expect(reads("Experience writing SARs")).toContain("Anti-Money Laundering");
    expect(reads("SARS outbreak response")).not.toContain("Anti-Money Laundering");
  });
});

describe("words of roofs, walls and ducts", () => {
  it("reads membranes and tear-offs as roofing, and a painter's interiors as painting, not interior design", () => {
    expect(reads("Install TPO and EPDM membranes; tear-offs")).toContain("Roofing");
    expect(reads("Spray, brush and roll interiors and exteriors of offices")).toEqual(["Painting and Surface Prep"]);
    expect(reads("Designed Interiors for boutique hotels")).toContain("Interior Design");
  });

  it("reads brazed line sets as welding and HVAC, and ductwork fabrication as no manufacturing", () => {
    expect(reads("Braze line sets; run flex and sheet metal duct")).toEqual(expect.arrayContaining(["Welding", "HVAC"]));
    expect(reads("Brazing and ductwork fabrication")).not.toContain("Manufacturing");
  });
});

