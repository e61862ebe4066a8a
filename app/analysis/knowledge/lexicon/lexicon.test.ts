import { describe, expect, it } from "vitest";
import { CERTIFICATIONS, FAMILIES, FAMILY_BY_ID, GENERIC_SKILLS, SKILLS, broaderSkills, canonicalSkills, findSkills } from ".";
import { tokenize } from "../../text";

describe("lexicon data", () => {
  it("refers only to skills and families that exist", () => {
    for (const family of FAMILIES) {
      for (const skill of family.skills) expect(SKILLS[skill], `${family.id}: ${skill}`).toBeDefined();
      for (const related of family.related) expect(FAMILY_BY_ID.has(related), `${family.id} → ${related}`).toBe(true);
    }
    for (const skill of [...GENERIC_SKILLS, ...CERTIFICATIONS]) expect(SKILLS[skill], skill).toBeDefined();
  });

  it("covers the fields recruiters hire for, not just software", () => {
    for (const id of ["accounting", "legal", "social_services", "agriculture", "apparel", "arts", "automotive", "aviation", "banking", "customer_service", "business_development", "culinary", "construction", "consulting", "design", "digital_media", "engineering", "finance", "fitness", "healthcare", "hr", "it", "public_relations", "sales", "teaching"]) {
      expect(FAMILY_BY_ID.get(id)?.skills.length, id).toBeGreaterThan(2);
    }
  });
});

describe("canonicalSkills", () => {
  it("matches aliases through stems and keeps unrelated words apart", () => {
    expect(canonicalSkills("prepared journal entries and bank reconciliations")).toEqual(expect.arrayContaining(["General Ledger", "Account Reconciliation"]));
    expect(canonicalSkills("excellent communication")).not.toContain("Excel");
    expect(canonicalSkills("business development manager")).not.toContain("Programming");
    expect(canonicalSkills("HR generalist")).toContain("Human Resources");
    expect(canonicalSkills("40 hrs per week")).not.toContain("Human Resources");
  });
});

describe("a word means a skill only in a context that means it", () => {
  it("does not read sourcing goods as recruiting, CAD drawings as illustration or an incident investigation as employee relations", () => {
    expect(canonicalSkills("Quality garment sourcing")).not.toContain("Recruiting");
    expect(canonicalSkills("Candidate sourcing and screening")).toContain("Recruiting");
    expect(canonicalSkills("CAD drawings")).not.toContain("Illustration");
    expect(canonicalSkills("Incident investigation")).not.toContain("Employee Relations");
    expect(canonicalSkills("Handled grievances and investigations")).toContain("Employee Relations");
  });
});

describe("a general word takes its meaning from the noun before it", () => {
  it("reads maintenance as a facility's only when nothing else qualifies it", () => {
    expect(canonicalSkills("Customs Forms Maintenance")).not.toContain("Facilities Maintenance");
    expect(canonicalSkills("Payroll Software & MS Office Maintenance")).not.toContain("Facilities Maintenance");
    expect(canonicalSkills("Performed routine maintenance and repairs")).toContain("Facilities Maintenance");
    expect(canonicalSkills("Equipment Maintenance")).toContain("Facilities Maintenance");
    expect(canonicalSkills("Building maintenance")).toContain("Facilities Maintenance");
    // Only spaces or a hyphen make a compound: a list is not one.
    expect(canonicalSkills("Forms, maintenance")).toContain("Facilities Maintenance");
  });

  it("does not read IT infrastructure as public works, field supervision as construction management or a safety inspection as construction", () => {
    expect(canonicalSkills("Infrastructure Innovation; Infrastructure Resiliency")).not.toContain("Public Works");
    expect(canonicalSkills("Municipal infrastructure and streets")).toContain("Public Works");
    expect(canonicalSkills("Field Supervision")).not.toContain("Construction Management");
    expect(canonicalSkills("Safety Inspections")).toEqual(["Occupational Health and Safety"]);
    expect(canonicalSkills("Health Safety and Environment")).toContain("Occupational Health and Safety");
    expect(canonicalSkills("Quality Garment Sourcing")).not.toContain("Fashion Design");
  });
});

describe("fieldsOfStudy", () => {
  it("does not take a degree's name for its field, nor a word inside a longer field for a second one", async () => {
    const { fieldsOfStudy } = await import(".");
    const words = (text: string) => [...new Set(fieldsOfStudy(text).map((m) => m.words))];
    expect(words("Bachelor of Science in Accounting")).toEqual(["accounting"]);
    expect(fieldsOfStudy("Bachelor of Science").length).toBe(0);
    expect(words("B.S. in Computer Science")).toEqual(["computer science"]);
  });
});

describe("a specific skill shows the general one", () => {
  it("reads a programming language as programming and a database product as databases, never the other way", async () => {
    const { broaderSkills } = await import(".");
    expect(broaderSkills("Java")).toContain("Programming");
    expect(broaderSkills("C#/.NET")).toContain("Programming");
    expect(broaderSkills("SQL")).toContain("Databases");
    expect(broaderSkills("Programming")).toEqual([]);
    // A posting's "Java, C++, .NET or C#" stays a list of languages, not "programming".
    expect(canonicalSkills(".NET")).not.toContain("Programming");
  });

  it("reads backend work as backend development, not web pages, and REST services as showing it", async () => {
    const { broaderSkills } = await import(".");
    expect(canonicalSkills("4+ years building backend services")).toEqual(["Backend Development"]);
    expect(canonicalSkills("Senior Back-End Engineer")).not.toContain("Web Development");
    expect(canonicalSkills("Oversaw back end processing of merchandise")).not.toContain("Backend Development");
    expect(broaderSkills("REST APIs")).toContain("Backend Development");
    expect(broaderSkills("Microservices")).toContain("Backend Development");
  });

  it("reads a driver's endorsements as written on a license line, and federal rules as no government work", () => {
    expect(canonicalSkills("Class A CDL with Hazmat (H) and Tanker (N) endorsements")).toContain("Hazmat Endorsement");
    expect(canonicalSkills("Maintain logs following applicable state and federal regulations")).not.toContain("Government");
    expect(canonicalSkills("Eight years with a federal agency")).toContain("Government");
    // Driving a rig is driving; repairing one, or insuring it, is not.
    expect(canonicalSkills("Drive 2,500 miles a week on Class 8 tractor-trailers")).toEqual(["Driving"]);
    expect(canonicalSkills("Repaired tractor-trailers in the shop")).not.toContain("Driving");
    expect(canonicalSkills("1 year of tractor-trailer experience")).toEqual(["Driving"]);
    expect(canonicalSkills("Handled tractor-trailer claims for the carrier")).not.toContain("Driving");
  });

  it("reads working from technical manuals and writing logbook entries as technical documentation, not a clinic's notes", () => {
    expect(canonicalSkills("Used technical manuals and wiring schematics to isolate faults")).toContain("Technical Documentation");
    expect(canonicalSkills("Made logbook entries after each inspection")).toContain("Technical Documentation");
    expect(canonicalSkills("Completed clinical documentation in Epic")).not.toContain("Technical Documentation");
  });

  it("reads repairs beside a vehicle's as the vehicle's, not a building's", () => {
    expect(canonicalSkills("Perform basic vehicle maintenance, such as adding oil and performing minor repairs")).toEqual(["Automotive Repair"]);
    expect(canonicalSkills("Performed minor repairs on the building")).toContain("Facilities Maintenance");
  });

  it("reads a machine learning framework as machine learning, and never a language as a product", async () => {
    const { broaderSkills, sharedClass } = await import(".");
    expect(broaderSkills("PyTorch")).toContain("Machine Learning");
    expect(broaderSkills("scikit-learn")).toContain("Machine Learning");
    expect(sharedClass("PyTorch", "TensorFlow")).not.toBeNull();
    expect(sharedClass("Python", "Apache Spark")).toBeNull();
    expect(sharedClass("Python", "Scala")).not.toBeNull();
  });
});

describe("O*NET product names", () => {
  it("gives an acronym many products share to the kind of software, and a product its own written name", () => {
    expect(canonicalSkills("Experience with a WMS")).not.toContain("Epicor WMS");
    expect(canonicalSkills("Experience with a WMS")).toContain("Warehouse management system WMS");
    expect(canonicalSkills("Charted in EagleSoft")).toContain("Patterson EagleSoft");
    expect(canonicalSkills("found a goldmine of leads")).toEqual([]);
  });

  it("does not read shipping containers as Docker or air conditioning as personal training", () => {
    expect(canonicalSkills("Loaded cargo containers")).not.toContain("Docker");
    expect(canonicalSkills("Deployed services in Docker containers")).toContain("Docker");
    expect(canonicalSkills("Repaired air conditioning units")).toEqual(expect.arrayContaining(["HVAC"]));
    expect(canonicalSkills("Repaired air conditioning units")).not.toContain("Personal Training");
  });
});

describe("'news' and 'new'", () => {
  it("are two words: 'new media' names no press work, 'news media' does", () => {
    expect(canonicalSkills("Content for social and new media")).not.toContain("Media Relations");
    expect(canonicalSkills("Pitched feature stories to news media")).toContain("Media Relations");
  });
});

describe("profit and loss", () => {
  it("owned is operations management; its statements prepared are accounting documents", () => {
    expect(canonicalSkills("Owned the P&L for three stores")).toContain("Operations Management");
    expect(canonicalSkills("Drafted quarterly profit and loss statements for the owner")).not.toContain("Operations Management");
    expect(canonicalSkills("Reviewed P&L statements with the controller")).not.toContain("Operations Management");
  });
});

describe("'Word' beside another Office program", () => {
  it("is Microsoft Word in a list of them, and no program elsewhere", () => {
    expect(canonicalSkills("Fluent in Outlook, Word, PowerPoint and Excel")).toContain("Microsoft Word");
    expect(canonicalSkills("Microsoft Office (Word, Excel)")).toContain("Microsoft Word");
    expect(canonicalSkills("Word and Excel")).toContain("Microsoft Word");
    expect(canonicalSkills("Kept my word to every client; Excel reports weekly")).not.toContain("Microsoft Word");
    expect(canonicalSkills("Spread the Word. Excel dashboards for the board")).not.toContain("Microsoft Word");
    expect(canonicalSkills("Word of mouth referrals")).not.toContain("Microsoft Word");
  });
});

describe("office and small-business software recruiters name", () => {
  it("is read by its name, and an everyday sense of the word is not", () => {
    expect(canonicalSkills("Tracked launches in Asana and Trello")).toEqual(expect.arrayContaining(["Asana", "Trello"]));
    expect(canonicalSkills("Closed the books in Xero; migrated from Peachtree")).toEqual(expect.arrayContaining(["Xero", "Sage 50"]));
    expect(canonicalSkills("Reconciled expense reports in Concur")).toContain("SAP Concur");
    expect(canonicalSkills("Support tickets in Zendesk, storefront on Shopify, G Suite admin")).toEqual(expect.arrayContaining(["Zendesk", "Shopify", "Google Workspace"]));
    expect(canonicalSkills("Scheduled posts in Sprout Social; closed the month in Sage Intacct")).toEqual(expect.arrayContaining(["Sprout Social", "Sage Intacct"]));
    expect(canonicalSkills("Taught yoga asana practice to seniors")).not.toContain("Asana");
    expect(canonicalSkills("Concur with the auditor's findings")).not.toContain("SAP Concur");
  });
});

describe("letters two trades share", () => {
  it("reads the welding society's AWS as welding, never cloud work, and a medical assistant's CMA or RMA as that credential", () => {
    expect(canonicalSkills("AWS D1.1 structural welding certification")).not.toContain("Cloud Computing");
    expect(canonicalSkills("Deployed services on AWS and Azure")).toContain("Cloud Computing");
    expect(canonicalSkills("CMA or RMA required")).toEqual(["Medical Assistant Certification"]);
    expect(canonicalSkills("Charted visits in eClinicalWorks")).toContain("Electronic Health Records");
  });
});

describe("the trades' and front lines' own words (stop 48)", () => {
  it("reads a forklift operator's certificate, an electrician's tubing and a PLC as what they are", () => {
    expect(canonicalSkills("Certified forklift operator (sit-down, reach truck)")).toContain("Forklift Certification");
    expect(canonicalSkills("Ran EMT and rigid conduit for office build-outs")).not.toContain("EMT/Paramedic Certification");
    expect(canonicalSkills("Licensed EMT, two years on an ambulance")).toContain("EMT/Paramedic Certification");
    expect(canonicalSkills("PLC troubleshooting; replaced VFDs")).toContain("Industrial Controls");
    expect(canonicalSkills("PLC troubleshooting")).not.toContain("Electrical Engineering");
    expect(canonicalSkills("Diagnosed gas furnaces and ductless mini-split systems")).toContain("HVAC");
  });

  it("reads a QA engineer's UI tests as testing, and a designer's UI as design", () => {
    expect(canonicalSkills("Maintain automated UI and API tests in Playwright")).not.toContain("UX/UI Design");
    expect(canonicalSkills("Designed UI mockups in Figma")).toContain("UX/UI Design");
  });

  it("reads the work of a store, a counter and an HR office", () => {
    expect(canonicalSkills("Helped customers at the register")).toContain("Customer Service");
    expect(canonicalSkills("Handled $8K in cash a shift with zero drawer variances")).toEqual(["Cash Handling"]);
    expect(canonicalSkills("Handle customer escalations")).toEqual(["Customer Service"]);
    expect(canonicalSkills("Cut shrink with weekly loss-prevention audits")).toContain("Loss Prevention");
    expect(canonicalSkills("Cut shrink with weekly loss-prevention audits")).not.toContain("Security Operations");
    expect(canonicalSkills("Ran inventory counts and ordering")).toContain("Inventory Management");
    expect(canonicalSkills("Recruited and onboarded 120 hires a year")).toEqual(expect.arrayContaining(["Recruiting", "Onboarding"]));
    expect(canonicalSkills("Recruited by a rival firm to lead its audit team")).not.toContain("Recruiting");
    expect(canonicalSkills("Kept UKG records current")).toContain("HRIS");
  });

  it("reads a credential's letters in the plural as the people who hold it, and an engineer's analysis tools", () => {
    expect(canonicalSkills("Audit Associate | Carter & Bell CPAs | Atlanta, GA")).not.toContain("CPA");
    expect(canonicalSkills("Supervised six RNs and four CNAs")).not.toContain("Registered Nurse");
    expect(canonicalSkills("CPA, CMA")).toEqual(["CPA", "CMA"]);
    expect(canonicalSkills("Ran ANSYS FEA on pressure housings")).toEqual(["Finite Element Analysis"]);
    expect(canonicalSkills("Released drawings with GD&T per ASME Y14.5")).toContain("GD&T");
  });

  it("reads a paralegal's review platform as e-discovery", () => {
    expect(canonicalSkills("Managed productions of 200k documents in Relativity")).toEqual(["E-Discovery"]);
    expect(canonicalSkills("Experience with e-discovery platforms")).toEqual(["E-Discovery"]);
  });
});

describe("a sales rep's quota and a front desk's insurance work (stop 48)", () => {
  it("reads quota attainment as sales targets, and a dental front desk's insurance checks as billing work", () => {
    expect(canonicalSkills("Booked 18 meetings a month against a quota of 15 (120% attainment)")).toContain("Sales Targets and Forecasting");
    expect(canonicalSkills("Verify dental insurance eligibility and post co-payments")).toEqual(["Medical Billing"]);
  });

  it("reads a hygienist's work as dental hygiene, and charting in a practice's software as no chart", () => {
    expect(canonicalSkills("Adult prophylaxis, SRP and perio charting for 8 patients a day")).toContain("Dental Hygiene");
    expect(canonicalSkills("Administer local anesthesia; chart in EagleSoft")).toEqual(["Patterson EagleSoft"]);
  });
});

describe("databases, teaching tools, marketing tools and finance words (stop 49)", () => {
  it("names PostgreSQL, MySQL and SQL Server as themselves, each of them showing SQL", () => {
    expect(canonicalSkills("Tuned Postgres indexes for the orders service")).toEqual(["PostgreSQL"]);
    expect(canonicalSkills("Ran MariaDB replicas")).toEqual(["MySQL"]);
    expect(canonicalSkills("Wrote T-SQL jobs on MS SQL servers")).toEqual(expect.arrayContaining(["SQL", "SQL Server"]));
    for (const product of ["PostgreSQL", "MySQL", "SQL Server"]) expect(broaderSkills(product)).toContain("SQL");
  });

  it("reads Google Classroom as a tool, not as managing a classroom", () => {
    expect(canonicalSkills("Homework posted to Google Classroom each week")).not.toContain("Classroom Management");
    expect(canonicalSkills("Classroom management for 26 fourth graders")).toContain("Classroom Management");
  });

  it("reads GA4 as Google Analytics and a retail bank as no shop floor", () => {
    expect(canonicalSkills("Set up GA4 conversions for the shop")).toContain("Google Analytics");
    expect(canonicalSkills("Personal banker at a retail branch of a regional bank")).not.toContain("Retail Sales");
    expect(canonicalSkills("Cashier at a garden retail store")).toContain("Retail Sales");
  });

  it("tells investment banking from a bank's operations, and reads planning and modelling words as FP&A and models", () => {
    expect(canonicalSkills("Two years as an investment banking analyst")).toContain("Investment Banking");
    expect(canonicalSkills("Two years as an investment banking analyst")).not.toContain("Banking Operations");
    expect(canonicalSkills("Owned the budget-to-actual review each month")).toContain("FP&A");
    expect(canonicalSkills("Built three-statement models for each product line")).toContain("Financial Modeling");
  });

  it("reads a restaurant by the names restaurants take, and a peace officer's certificate", () => {
    expect(canonicalSkills("Sauté cook, Lucca Osteria")).toContain("Food and Beverage");
    expect(canonicalSkills("Nevada POST Basic Certificate")).toContain("Peace Officer Certification");
    expect(canonicalSkills("Willing to accept an out-of-state certification")).not.toContain("Teaching Certification");
  });

  it("reads a data engineer's loading tools as ETL, and a service plumber's calls as plumbing", () => {
    expect(canonicalSkills("Ran the dbt models behind the finance marts")).toContain("dbt");
    expect(broaderSkills("Airflow")).toContain("ETL");
    expect(broaderSkills("dbt")).toContain("ETL");
    expect(canonicalSkills("Replaced water heaters and cleared sewer lines")).toContain("Plumbing");
  });

  it("reads a customer success manager's retention and business reviews as account management, not accounts payable", () => {
    expect(canonicalSkills("Kept 94% gross retention across 60 accounts")).toContain("Account Management");
    expect(canonicalSkills("Ran QBRs with every enterprise customer")).toContain("Account Management");
    expect(canonicalSkills("Managed accounts payable for three entities")).not.toContain("Account Management");
  });

  it("reads a shipper's loads and its TMS as logistics, not an Oracle database, and Word and Excel as Microsoft Office", () => {
    expect(canonicalSkills("Booked LTL loads in Oracle TMS")).toEqual(expect.arrayContaining(["Logistics", "Transportation Management Systems"]));
    expect(canonicalSkills("Booked LTL loads in Oracle TMS")).not.toContain("Databases");
    expect(broaderSkills("Transportation Management Systems")).toContain("Logistics");
    for (const tool of ["Excel", "Microsoft Word", "PowerPoint", "Outlook"]) expect(broaderSkills(tool)).toContain("Microsoft Office");
  });

  it("reads a driver's licence and a clean driving record as no driving work", () => {
    expect(canonicalSkills("Valid driver's license, clean driving record")).toEqual([]);
    expect(canonicalSkills("Delivery driver for a florist, 90 stops a day")).toContain("Driving");
  });

  it("reads a dental practice as healthcare and chairside work as clinical care, and a retail pharmacy as no retail sales", () => {
    expect(canonicalSkills("Dental Assistant, Cedar Park Family Dentistry")).toContain("Healthcare");
    expect(canonicalSkills("Chairside assisting for crowns and root canals")).toContain("Clinical Care");
    expect(canonicalSkills("1 year retail pharmacy experience preferred")).not.toContain("Retail Sales");
    expect(canonicalSkills("Two years of retail experience")).toContain("Retail Sales");
  });

  it("reads sourcing on GitHub as no Git, and a buyer's supplier scorecards as vendor management", () => {
    expect(canonicalSkills("Source passive candidates on LinkedIn Recruiter and GitHub")).not.toContain("Git");
    expect(canonicalSkills("Pushed code to GitHub daily")).toContain("Git");
    expect(canonicalSkills("Ran supplier scorecards for on-time delivery")).toContain("Vendor Management");
  });

  it("reads API tests as REST APIs and CI pipelines as CI/CD", () => {
    expect(canonicalSkills("Wrote API tests in Postman")).toContain("REST APIs");
    expect(canonicalSkills("Kept the REST Assured suite green")).toContain("REST APIs");
    expect(canonicalSkills("Kept the CI pipelines green")).toContain("CI/CD");
  });

  it("reads a coder's professional fee coding as medical coding, not programming, and a sales tool named Outreach as no outreach", () => {
    expect(canonicalSkills("2+ years of professional fee coding")).toEqual(["Medical Coding"]);
    expect(canonicalSkills("Facility coding for the emergency department")).not.toContain("Programming");
    expect(canonicalSkills("Sequences in Outreach or SalesLoft")).not.toContain("Corporate Communications");
    expect(canonicalSkills("Led community outreach for the food bank")).toContain("Corporate Communications");
  });

  it("reads Salesforce's Service Cloud as a CRM, not cloud computing", () => {
    expect(canonicalSkills("Logged every case in Salesforce Service Cloud")).not.toContain("Cloud Computing");
    expect(canonicalSkills("Moved the billing service to the cloud")).toContain("Cloud Computing");
  });

  it("reads vendor invoices and a three-way match as accounts payable", () => {
    expect(canonicalSkills("Vendor invoices and payments; bank reconciliation")).toContain("Accounts Payable");
    expect(canonicalSkills("3-way match and weekly check runs")).toContain("Accounts Payable");
  });

  // Every skill a line's words name, before overlapping names are settled (what a posting's line asks).
  const skillsOf = (line: string) => findSkills(tokenize(line)).map((m) => m.value);

  it("reads GST and TDS returns as tax work, not clerical filing", () => {
    expect(canonicalSkills("Prepared GST returns and TDS filing every quarter")).toContain("Tax Preparation");
    expect(skillsOf("GST filing for three branches")).not.toContain("Administrative Support");
    expect(canonicalSkills("Filing and scanning of patient records")).toContain("Administrative Support");
  });

  it("reads a planning tool, a driver-based model and a rolling forecast as FP&A's, and no driving", () => {
    expect(canonicalSkills("Loaded the annual budget to Adaptive Insights")).toContain("Adaptive Insights");
    expect(canonicalSkills("Kept the driver-based model for the plant")).toContain("Financial Modeling");
    expect(skillsOf("Kept the driver-based model for the plant")).not.toContain("Driving");
    expect(canonicalSkills("Owned the rolling 12-month forecast")).toContain("FP&A");
    expect(canonicalSkills("Delivery driver for a bakery")).toContain("Driving");
  });

  it("reads CCNA and CCNP as certificates of their own", () => {
    expect(canonicalSkills("Certified: CCNP Enterprise")).toContain("CCNP");
    expect(canonicalSkills("Certified: CCNA")).toContain("CCNA");
    expect(canonicalSkills("Certified: CCNA")).not.toContain("CCNP");
  });

  it("reads a custodian's floor care and scrubbers as custodial work, and an underwriter's verb as underwriting", () => {
    expect(canonicalSkills("Stripped and waxed hallway floors; ran the auto-scrubber nightly")).toContain("Custodial Work");
    expect(canonicalSkills("Restocked shelves and faced the aisles")).not.toContain("Custodial Work");
    expect(canonicalSkills("Underwrite package policies for contractors")).toContain("Underwriting");
  });

  it("reads a translator's CAT tools as translation software, and legal translation as translation", () => {
    expect(canonicalSkills("Translated 900,000 words in memoQ and SDL Trados")).toContain("Translation Software");
    expect(canonicalSkills("Legal translation of leases and pleadings")).toContain("Interpreting and Translation");
  });

  it("reads a quality engineer's methods by name: CAPA, root cause analysis, FMEA, process validation, the CQE", () => {
    const skills = canonicalSkills("Closed 30 CAPAs with 8D and fishbone; wrote PFMEAs and IQ/OQ/PQ protocols; ASQ Certified Quality Engineer");
    expect(skills).toEqual(expect.arrayContaining(["CAPA", "Root Cause Analysis", "FMEA", "Process Validation", "ASQ Certification"]));
    // "Cam" and "arm" alone are a machine's parts, not a property manager's certificate.
    expect(canonicalSkills("Replaced the cam follower and the robot arm")).not.toContain("Property Management Certification");
  });

  it("reads an apartment manager's, an insurance producer's, a plant's and a social media manager's work", () => {
    expect(canonicalSkills("Certified Apartment Manager (CAM); rent collection and lease renewals")).toEqual(expect.arrayContaining(["Property Management Certification", "Real Estate"]));
    expect(canonicalSkills("Licenses: Ohio Property & Casualty Producer")).toContain("Insurance Producer License");
    expect(canonicalSkills("Reached 130% of new-business goal")).toContain("Sales Targets and Forecasting");
    expect(canonicalSkills("Ran two packaging lines; OEE from 60% to 71%")).toContain("Manufacturing");
    expect(canonicalSkills("Planned the weekly content calendar and wrote captions")).toContain("Content Creation");
  });

  it("reads video editing as no writing, and Adobe's video tools as the Creative Suite", () => {
    expect(skillsOf("3+ years editing in Premiere Pro or Final Cut Pro")).not.toContain("Writing and Editing");
    expect(skillsOf("Editing the quarterly newsletter")).toContain("Writing and Editing");
    expect(broaderSkills("Adobe Premiere Pro")).toContain("Adobe Creative Suite");
    // A claim of the suite proves no one tool a posting names: Photoshop stays its own.
    expect(broaderSkills("Photoshop")).not.toContain("Adobe Creative Suite");
  });

  it("reads a cloud's VPCs and transit gateways as networking", () => {
    expect(canonicalSkills("Designed the VPCs and the transit gateway for 40 accounts")).toContain("Networking");
  });
});
