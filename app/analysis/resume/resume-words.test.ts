// Words that name a skill in one context and nothing in another, as real resumes write them: a
// skill shown on the candidate page must come from a line that means it. Made-up lines in the
// shapes of the resumes of many trades (none from the eval corpus).
import { describe, expect, it } from "vitest";
import { canonicalSkills } from "../knowledge/lexicon";
import { parseResume } from "./resume";

const means = (line: string, skill: string) => expect(canonicalSkills(line), line).toContain(skill);
const doesNotMean = (line: string, skill: string) => expect(canonicalSkills(line), line).not.toContain(skill);

describe("charts and maps", () => {
  it("of accounts, of an organization, of a workflow or of a project are no infographics", () => {
    for (const line of ["Maintained the chart of accounts", "Updated org charts and organizational charts", "Drew process flow charts", "Prepared workflow charts", "Built Gantt charts", "Plotted SPC control charts", "Made seating charts for events", "Created value stream maps", "Drew customer journey maps", "Prepare detailed workflow charts and diagrams that describe input and output"]) {
      doesNotMean(line, "Charts and Infographics");
    }
    means("Maintained the chart of accounts", "General Ledger");
    means("Built Gantt charts for the rollout", "Project Management");
    means("Plotted SPC control charts", "Quality Control");
    means("Created value stream maps", "Industrial Engineering");
    means("Created charts and graphs for the board", "Charts and Infographics");
    means("Created demographic maps for clients", "Charts and Infographics");
  });
});

describe("single words of many meanings", () => {
  it("ask for their skill only where they mean it", () => {
    doesNotMean("Positive outlook and a cheerful attitude", "Outlook");
    means("Microsoft Word, Excel and Outlook", "Outlook");
    doesNotMean("Reconciled military base vendor accounts each quarter", "Security Operations");
    means("Military police officer, force protection", "Security Operations");
    doesNotMean("Pre-press file preparation and press checks", "Media Relations");
    means("Pre-press file preparation and press checks", "Print Production");
    doesNotMean("Micro-irrigation in trees and vines. CRC Press.", "Media Relations");
    means("Pitched stories to the press and trade press", "Media Relations");
    doesNotMean("Excellent customer service orientation", "Onboarding");
    means("Conducted new employee orientation", "Onboarding");
    doesNotMean("CUSTOMER SERVICE ADVOCATE", "Advocacy");
    means("Victim advocate for survivors of domestic violence", "Advocacy");
    doesNotMean("Passed sales referrals to loan officers and cross-sold checking", "Case Management");
    means("Provided crisis intervention and community referrals", "Case Management");
    doesNotMean("Helped supervise 41 staff members and 12 attorneys", "Legal Research");
    means("Assisted attorneys with trial preparation", "Legal Research");
    doesNotMean("Applied turning software to analyze geometric layout of intersections", "Graphic Design");
    means("Handled layout, illustration and design of magazine feature articles", "Graphic Design");
    doesNotMean("Joined the pilot runs on the new packaging line", "Aviation and Aerospace");
    means("Licensed private pilot, 300 flight hours", "Aviation and Aerospace");
    doesNotMean("Checked electrical drawings against the shop floor", "Illustration");
    means("Drawing, painting and sculpture", "Illustration");
    means("Exhibited charcoal drawings", "Illustration");
    doesNotMean("Analysis of the door's interior trim panel", "Interior Design");
    means("Designed hotel interiors", "Interior Design");
    doesNotMean("Granted access to users who changed positions; grant access requests", "Fundraising");
    means("Managed federal grants and wrote grant proposals", "Fundraising");
    doesNotMean("Sent wires via Western Union", "Employee Relations");
    means("Handled union grievances", "Employee Relations");
    doesNotMean("Ran bid optimization for our search engine marketing budget", "Cost Estimating");
    doesNotMean("Controls traffic by directing drivers", "Driving");
    doesNotMean("Installed printers and device drivers", "Driving");
    means("Delivery Driver for a regional bakery", "Driving");
    doesNotMean("Taught children to look both ways when crossing the street", "Public Works");
    means("Inspected street reconstruction and storm sewer work", "Public Works");
    doesNotMean("Used exploratory factor analysis to simplify the classification model", "Compensation");
    means("Position classification and compensation studies", "Compensation");
    doesNotMean("Kept fitting rooms and the sales floor in order", "Fashion Design");
    means("Framing and sheet rocking", "Carpentry");
    doesNotMean("Framing and sheet rocking", "Concrete and Materials");
    doesNotMean("4 year varsity athlete", "Coaching");
    means("Coached athletes in strength and conditioning", "Coaching");
    means("CCNA, ITIL Foundations", "IT Certification");
    doesNotMean("Experience with assembly, preferably ARM", "Manufacturing");
    means("Assembly line lead", "Manufacturing");
    doesNotMean("Static analysis and dynamic instrumentation of binaries", "Electrical Engineering");
    means("PLC programming and instrumentation", "Electrical Engineering");
    doesNotMean("System updates & maintenance", "Facilities Maintenance");
    doesNotMean("Operation & maintenance of servers", "Facilities Maintenance");
    means("Routine maintenance of the facility", "Facilities Maintenance");
    doesNotMean("Operation & maintenance of servers", "Operations Management");
    doesNotMean("Supported Operation Iraqi Freedom", "Operations Management");
    means("Oversaw daily operations of the branch", "Operations Management");
    means("Managed the daily operation of the restaurant", "Operations Management");
    doesNotMean("Fluent in English only.", "Bilingual");
    doesNotMean("Fluent in sanitation and kitchen safety", "Bilingual");
    means("Fluent in English and Urdu", "Bilingual");
    means("Speaks German and English", "Bilingual");
    doesNotMean("Strong attention to detail and basic math skills", "Mathematics");
    means("BS in Mathematics; calculus and linear algebra", "Mathematics");
    doesNotMean("Contracts, Wiring Payroll", "Electrical Work");
    means("Helped install residential wiring", "Electrical Work");
    doesNotMean("Automobile Transporter; delivered cars to dealerships", "Automotive Repair");
    means("Diesel mechanic: brakes and engine repair", "Automotive Repair");
    doesNotMean("Painted aircraft using spray painting equipment and painting techniques", "Fine Arts");
    means("Oil painting and sculpture", "Fine Arts");
    doesNotMean("Set up portable ventilators, exhaust units and scaffolding", "Mechanical Ventilation");
    means("Managed patients on ventilators", "Mechanical Ventilation");
    doesNotMean("Mixed paint to standard formulas or color charts", "Charts and Infographics");
    doesNotMean("Align vehicles' front ends", "Web Development");
    doesNotMean("Ran two PE classes a day at the middle school", "Professional Engineer");
    means("Licensed PE in Ohio", "Professional Engineer");
    doesNotMean("Fulfilled orders with the infrared scanning system (IFR)", "IFRS");
    means("Reporting under IFRS and GAAP", "IFRS");
    doesNotMean("Sorted and counted articles removed from dryers", "Writing and Editing");
    means("Wrote articles for the company blog", "Writing and Editing");
    doesNotMean("Knowledge of dye properties", "Real Estate");
    means("Managed 24 rental properties", "Real Estate");
    doesNotMean("Tidied the server station", "System Administration");
    doesNotMean("Wore protective clothing", "Apparel Merchandising");
    means("Sales associate at a women's clothing boutique", "Apparel Merchandising");
    doesNotMean("Counted lab reagents and supplies for the stockroom", "Research");
    means("Ran lab experiments on polymer samples", "Research");
  });

  it("name a language only when written as one", () => {
    doesNotMean("Managed A/R, A/P and G/L for three entities", "R");
    doesNotMean("Met weekly with clients to go over results", "Go");
    doesNotMean("Go over all safety analyses for that day", "Go");
    means("Languages: R, Python, SQL", "R");
    means("Built services in Go and Python", "Go");
  });
});

describe("a software vendor's product named in plain words", () => {
  it("is no product where the words mean the work, a place or a person", () => {
    const skills = (line: string) => canonicalSkills(line).join(" | ");
    expect(skills("Red Cross Blood Bank Volunteer")).not.toContain("MEDITECH");
    expect(skills("Attended APICS workshops for Master Planning of Resources")).not.toContain("JDA");
    expect(skills("Practice Management Software: Eyefinity OfficeMate")).not.toContain("Epic");
    expect(skills("Assistant Site Manager")).not.toContain("Site Manager");
    expect(skills("Scheduled VIP and donor tours of the gallery")).not.toContain("Landmark");
    expect(skills("Keynote Speaker: Performance Summit 2015")).not.toContain("Keynote");
    expect(skills("Named an up and coming Ventura County restaurant")).not.toContain("Corel");
    expect(skills("Assisted residents with all ADL's")).not.toContain("Architecture description language");
    expect(skills("Assisted residents with all ADL's")).toContain("Clinical Care");
    expect(skills("Juris Doctorate: Law, 2014")).not.toContain("Juris");
    expect(skills("Seeking a position with Abbott Nutrition")).not.toContain("Abbott");
    expect(skills("Able to perform all functions in the MARS Principles for Stores")).not.toContain("MARS");
    // The vendor's full name still finds them.
    expect(skills("Ran production schedules in JDA Master Planning")).toContain("JDA Master Planning");
    expect(skills("Built decks in Apple Keynote")).toContain("Apple Keynote");
  });
});

describe("what a line claims for the candidate", () => {
  it("reads the skill in its agent noun, its rating and its new staff", () => {
    means("Known as a tough negotiator with suppliers", "Negotiation");
    means("Rated multi-engine pilot with instrument rating pending", "Pilot Certificate");
    means("Single-engine pilot since college", "Pilot Certificate");
    means("Led the hiring and training of store crew", "Training and Development");
    means("Trained new cashiers on the register", "Training and Development");
    doesNotMean("Completed the training on the new register", "Training and Development");
  });

  it("does not read a database product as servers, nor a regulator's filings as clerical work", () => {
    doesNotMean("Wrote stored procedures in Microsoft SQL Server", "System Administration");
    means("Wrote stored procedures in Microsoft SQL Server", "SQL");
    means("Patched and rebooted the Linux servers", "System Administration");
    doesNotMean("Prepared the utility's rate case filings", "Administrative Support");
    means("Filing, copying and answering the phones", "Administrative Support");
  });

  it("leaves out a team worked with and the people interviewed", () => {
    const skillsOf = (line: string) => parseResume(`Experience\n${line}`, 2024 * 12).skills.map((s) => s.name);
    expect(skillsOf("Partnered with Legal, Finance and Sales to shorten contract reviews")).not.toContain("Sales");
    expect(skillsOf("Worked with operators, A/R and Sales to clear disputed invoices")).not.toContain("Sales");
    expect(skillsOf("Worked with store leaders to grow sales")).toContain("Sales");
    expect(skillsOf("Partnered with franchise owners on sales growth")).toContain("Sales");
  });

  it("leaves out the people interviewed, named by their field", () => {
    const skillsOf = (line: string) => parseResume(`Experience\n${line}`, 2024 * 12).skills.map((s) => s.name);
    expect(skillsOf("Held phone interviews for Paralegal and Bookkeeper level candidates")).not.toContain("Bookkeeping");
    expect(skillsOf("Kept the books and did the bookkeeping for two shops")).toContain("Bookkeeping");
  });

  it("reads a patient's bill and a patient person as no clinical care", () => {
    for (const line of ["Posted payments to patient accounts and worked denials", "Called about unpaid patient balances", "Booked patient appointments and verified patient eligibility", "Calm, patient and courteous with callers", "Known as a patient listener by the whole team"]) {
      doesNotMean(line, "Clinical Care");
    }
    means("Gave patient care on a busy surgical floor", "Clinical Care");
    means("Took vital signs and charted for each patient", "Clinical Care");
  });

  it("leaves out the title of the person the candidate reports to", () => {
    const skillsOf = (line: string) => parseResume(`Experience\n${line}`, 2024 * 12).skills.map((s) => s.name);
    expect(skillsOf("Chief bookkeeper, reporting to the General Manager of the plant")).not.toContain("Operations Management");
    expect(skillsOf("Reports to Director of Operations Management")).not.toContain("Operations Management");
    expect(skillsOf("Built weekly reports to give the owner a view of P&L by store")).toContain("Operations Management");
  });
});

describe("a server who waits tables", () => {
  it("is no server administration, in a resume or a posting", () => {
    for (const line of ["Server 06/2015 to 09/2017", "Head Cook/Server, weekends", "Banquet server for weddings and galas", "Breakfast and lunch server at a busy diner", "Food Server, Meal Server, Dishwasher"]) {
      doesNotMean(line, "System Administration");
    }
    means("Racked and patched six Dell servers for the clinic", "System Administration");
    means("Kept the file server and the backups running", "System Administration");
    means("Moved the restaurant group's POS database to a new server", "System Administration");
  });
});

describe("a sentence a PDF wrapped onto the next line", () => {
  const skillsOf = (text: string) => parseResume(text, 2024 * 12).skills.map((s) => `${s.name}@${s.line}`);
  const wide = "Kept our order system running for the sales floor and the warehouse teams over two years, using Microsoft SQL";

  it("is read whole across the break: a database product is no server work", () => {
    const found = skillsOf(`Experience\n${wide}\nServer 2016 stored procedures with the reporting team every week of each year.`);
    expect(found).toContain("SQL@1");
    expect(found.filter((s) => s.startsWith("System Administration"))).toEqual([]);
  });

  it("is not joined to a short line, a finished sentence or a bullet", () => {
    expect(skillsOf(`Experience\nMicrosoft SQL\nServer rack installs and patching for the office every week of the year.`)).toContain("System Administration@2");
    expect(skillsOf(`Experience\n${wide}.\nServer rack installs and patching for the office every week of the year here.`)).toContain("System Administration@2");
    expect(skillsOf(`Experience\n${wide}\n• Server rack installs and patching for the office every week of the year.`)).toContain("System Administration@2");
  });
});


describe("a name written with an ampersand", () => {
  it("is the same name as with 'and'", () => {
    means("Training & Development lead for the region", "Training and Development");
    means("Owned the store's Profit & Loss", "Operations Management");
    means("Health & Safety rep on the shop floor", "Occupational Health and Safety");
    means("Ran Food & Beverage for a 300-room hotel", "Food and Beverage");
  });

  it("is quoted as the line writes it", () => {
    const hits = parseResume("Experience\nOwned the store's Profit & Loss\nSkills\nPoint-of-Sale terminals, Excel", 2024 * 12).skills;
    expect(hits.find((h) => h.name === "Operations Management")?.text).toBe("Profit & Loss");
    expect(hits.find((h) => h.name === "Point of Sale Systems")?.text).toBe("Point-of-Sale");
  });
});

describe("the people a sentence is about", () => {
  const skillsOf = (line: string) => parseResume(`Experience\n${line}`, 2024 * 12).skills.map((s) => s.name);
  it("do their own work when they act in it, and the candidate's work is told of them in the passive", () => {
    expect(skillsOf("Ran the class paper. Each student chose a beat and would interview or research for a column")).not.toContain("Research");
    expect(skillsOf("Clients would budget with a worksheet we built together")).not.toContain("Budgeting");
    expect(skillsOf("Coached students to research and cite their sources")).toContain("Research");
    expect(skillsOf("Students are taught budgeting with real pay stubs")).toContain("Budgeting");
  });
});

describe("words that another trade uses", () => {
  it("name no skill outside it", () => {
    doesNotMean("Worked the baggage claims desk at the terminal", "Insurance");
    means("Processed auto insurance claims from first notice to payment", "Insurance");
    means("Claims adjuster for homeowner policies", "Insurance");
    doesNotMean("Makeup artist for the spring play", "Fine Arts");
    means("Visual artist; solo show of oil paintings", "Fine Arts");
    doesNotMean("Delivered furniture to clients at their facilities", "Facilities Maintenance");
    means("Facilities coordinator for a three-building campus", "Facilities Maintenance");
    doesNotMean("Rang up orders on the point of sale terminal", "Sales");
    doesNotMean("Made the nightly bank deposits for the cafe", "Banking Operations");
    means("Made the nightly bank deposits for the cafe", "Cash Handling");
  });

  it("are read where the trade writes them", () => {
    means("Developed new business across three counties", "Lead Generation");
    doesNotMean("Developed new business partnerships with schools", "Lead Generation");
    means("Accounts payable clerk for a dental group", "Administrative Support");
    means("Wrote and edited the monthly member bulletin", "Writing and Editing");
    means("Kept the fleet within FAA regulations", "Compliance");
    means("Instructional design of e-learning for new hires", "Training and Development");
  });
});

describe("a language written in two words, and a tax named for sales", () => {
  it("'Java Script' is JavaScript, not Java nor shell scripting", () => {
    for (const line of ["Front end: HTML5, CSS3 and Java Script", "Wrote Java scripts that validate the order form"]) {
      means(line, "JavaScript");
      doesNotMean(line, "Java");
      doesNotMean(line, "Scripting");
    }
    means("Back end in Java 8 with Spring, front end in Java Script", "Java");
  });

  it("Java's own frameworks show Java work, and stay themselves", () => {
    for (const [line, own] of [["Rewrote the claims portal's JSP pages as Servlets", null], ["Mapped the ledger tables with Hibernate", "Hibernate"], ["Unit tests in JUnit for every pricing rule", "JUnit"], ["Moved the intranet off Apache Struts", "Apache Struts"]] as const) {
      means(line, "Java");
      if (own) means(line, own);
    }
    doesNotMean("Replaced shocks and struts on the delivery vans", "Java");
  });

  it("sales tax is tax work, not selling", () => {
    for (const line of ["Filed the monthly sales tax returns for four states", "Reconciled sales and use taxes every quarter"]) doesNotMean(line, "Sales");
    means("Filed the monthly sales tax returns for four states", "Tax Preparation");
    means("Sold service contracts to walk-in customers", "Sales");
  });
});

describe("a name written out in full", () => {
  it("is the same skill as its short form", () => {
    means("Set up the local area network for a 40-seat office", "Networking");
    means("Kept the wide area networks running at three plants", "Networking");
    means("Entered new hires into the human resources information system", "HRIS");
    means("Drew floor plans with computer assisted design software", "CAD");
  });

  it("while a server node is no Node.js", () => {
    doesNotMean("Kept a 40 node compute cluster patched", "Node.js");
    means("Built REST services in Node JS and Express", "Node.js");
    means("Tools: Npm, Node, Webpack", "Node.js");
    // A dot inside a name is no sentence's end.
    means("Wrote the order service in node.js with a vue.js front end", "Node.js");
    means("Wrote the order service in node.js with a vue.js front end", "Vue.js");
  });

  it("while a dispatcher's CAD console is no drafting", () => {
    doesNotMean("Answered 911 calls and logged them on the CAD dispatch console", "CAD");
    means("Drafted shop drawings in AutoCAD", "CAD");
  });
});
