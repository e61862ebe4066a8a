// Which line of a job is its title (invented resumes).
import { describe, expect, it } from "vitest";
import { namesAWorker } from "../knowledge/occupations";
import { parseResume } from "./resume";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";

const NOW = 2024 * 12;
const titles = (text: string) => parseResume(text, NOW).jobs.map((j) => j.title);

describe("the title over an employer's line with the dates", () => {
  it("takes the title, not the employer beside the dates", () => {
    expect(titles("Work History\nInventory Planner\nBrightwater Beverages | Mar 2020 to Present\nPlanned weekly stock for nine depots.")).toEqual(["Inventory Planner"]);
    expect(titles("Work History\nPayroll Intern\nOrchard Lane Foods Pvt Ltd | Jun 2019 to Feb 2020")).toEqual(["Payroll Intern"]);
  });
  it("takes the title below an employer's dated line too", () => {
    expect(titles("Work History\nNorthgate Freight Ltd, Leeds | 2016 - 2019\nWarehouse Supervisor\nRan the night shift.")).toEqual(["Warehouse Supervisor"]);
  });
  it("keeps a title written beside its dates, with the employer on the next line", () => {
    expect(titles("Work History\nDental Hygienist | Jan 2015 to Dec 2018\nSmile Bright Clinic, Austin, TX")).toEqual(["Dental Hygienist"]);
  });
});

describe("abbreviated titles", () => {
  it("reads Sr. and Asst. titles on a line of their own", () => {
    expect(titles("Work History\nSr. Tax Accountant\nHarbor Point Partners | 2017 - 2021")).toEqual(["Sr. Tax Accountant"]);
    expect(titles("Work History\nAsst. Store Manager\n05/2012 - 08/2016")).toEqual(["Asst. Store Manager"]);
  });
});

describe("whether a title names a kind of worker", () => {
  it("knows occupations and posts from employers", () => {
    for (const title of ["Inventory Planner", "Sr. Tax Accountant", "Payroll Intern", "Owner", "Line Cook", "Registered Nurse"]) expect(namesAWorker(title), title).toBe(true);
    for (const name of ["Brightwater Beverages", "Orchard Lane Foods Pvt Ltd", "Northgate Freight Ltd", "General Hospital", "City of Springfield"]) expect(namesAWorker(name), name).toBe(false);
  });
});

describe("a title and its employer on one line, as resumes outside the anonymised set write them", () => {
  it("takes the title from 'Employer — Title', 'Title | Employer | Place' and 'Title, Employer (remote)'", () => {
    expect(titles("Experience\nBluefin Outfitters — Senior Software Engineer     Jan 2021 – Present\nBuilt the order service.")).toEqual(["Senior Software Engineer"]);
    expect(titles("Experience\nClaims Examiner | Redwood Mutual Inc. | Boise, ID\nMarch 2019 - Present\nReviewed 40 claims a week.")).toEqual(["Claims Examiner"]);
    expect(titles("Work History\n2020–now   Staff Accountant, Quillmark (remote)\n           Month-end close and reconciliations")).toEqual(["Staff Accountant"]);
    expect(titles("Work History\nLab Technician - Pellridge Labs LLC, Omaha NE   2017 - 2019")).toEqual(["Lab Technician"]);
  });
  it("takes the title over an employer's line that stands over the dates, and the title before '@'", () => {
    expect(titles("Experience\nStaff Pharmacist, Outpatient\nLindell County Hospital, Fargo, ND\nJan. 2020 – Present\n- Verified 300 orders a day")).toEqual(["Staff Pharmacist, Outpatient"]);
    expect(titles("Experience\nPayroll Clerk @ Harwick Retail (Aug 2018 - Jun 2021)\n  Ran biweekly payroll for 400 staff.")).toEqual(["Payroll Clerk"]);
  });
  it("does not take a line of the job above for the title, over a sentence or a blank line", () => {
    expect(titles("Experience\nJan 2016 to Mar 2018\nBookkeeper\nReconciled the accounts of nine clients every month\nApr 2018 to Jun 2019\nOffice Clerk")).toEqual(["Bookkeeper", "Office Clerk"]);
  });
  it("reads dates in brackets after the title, and leaves out an employer ending in a state's code or a school", () => {
    expect(titles("Employment\nOakline Distribution, Tulsa OK\nShift Supervisor, Shipping (2020 – Present)\n- Ran the dock\nForklift Operator (2017 – 2020)")).toEqual(["Shift Supervisor, Shipping", "Forklift Operator"]);
    expect(titles("Work Experience\n09/2022 – Present    Payroll Specialist, Brookvale Dairy Inc., Tampa, FL")).toEqual(["Payroll Specialist"]);
    expect(titles("Teaching Experience\n2016-2019: Reading Tutor, Maple Grove Elementary")).toEqual(["Reading Tutor"]);
  });
  it("takes no title from bracketed dates after an event or a place", () => {
    expect(titles("Experience\nRiverbend Marathon (2003-2004)")).toEqual([""]);
  });
  it("keeps a part that names the field or the team, not an employer", () => {
    expect(titles("Experience\nDirector, Product Marketing     2018 - 2022")).toEqual(["Director, Product Marketing"]);
    expect(titles("Experience\nProject Manager | Advertising     2018 - 2022")).toEqual(["Project Manager | Advertising"]);
    expect(titles("Experience\nAssistant Buyer - Intimate Apparel     2018 - 2022")).toEqual(["Assistant Buyer - Intimate Apparel"]);
  });
});

describe("the headline", () => {
  it("is not the line that says where the candidate lives, once the email and phone beside it are taken out", () => {
    expect(parseResume("Seattle, WA · ·\nSummary\nBuilds payment systems.", NOW).headline).toBeNull();
    expect(parseResume("Austin, Texas | Remote\nSummary\nBuilds payment systems.", NOW).headline).toBeNull();
    expect(parseResume("Backend Developer\nSummary\nBuilds payment systems.", NOW).headline).toBe("Backend Developer");
  });
  it("is read without the place written before or after it, so that it names the job as a bare title does", () => {
    const profile = buildJobProfile({ name: "Loan Closer", description: "Loan Closer\nRequirements\n- 3+ years closing residential mortgage loans" });
    const headlineCredit = (headline: string) => {
      const analysis = analyzeResume(profile, `Dana Whitfield\n${headline}\nExperience\nLoan Closer, Harbor Savings 2019 - Present\nClosed residential mortgage loans.`);
      return analysis.scoreParts?.find((p) => p.label === "Headline names this kind of job")?.has;
    };
    expect(headlineCredit("Loan Closer")).toBe(100);
    for (const headline of ["Loan Closer · Columbus, OH · dana@example.com", "Loan Closer - Columbus, Ohio", "Columbus, OH | Loan Closer"]) expect(headlineCredit(headline), headline).toBe(100);
  });
});

describe("an employer whose name uses words of a trade", () => {
  it("stays in the title after a spaced hyphen, where it could be the field ('Buyer - Intimate Apparel')", () => {
    expect(titles("Experience\nLab Technician - Pellridge Diagnostics   2017 - 2019")).toEqual(["Lab Technician - Pellridge Diagnostics"]);
  });
  it("is left out where a name of its own comes before a company's word ('Northwind Traders', 'Fabrikam Cloud')", () => {
    expect(titles("Experience\nJunior Developer, Quillmark Traders   2019 - 2022")).toEqual(["Junior Developer"]);
    expect(titles("Experience\nAccount Executive · Brantley Cloud · 2022 - 2024")).toEqual(["Account Executive"]);
    expect(titles("Experience\nStaff Nurse, Ellsworth Health   2015 - 2019")).toEqual(["Staff Nurse"]);
    // A known word first is a field: the unit and the department stay.
    expect(titles("Experience\nRegistered Nurse, Medical-Surgical Unit   2015 - 2019")).toEqual(["Registered Nurse, Medical-Surgical Unit"]);
  });
  it("is left out where its last word names its trade ('Freight', 'Farms'), and so is the town and state after it", () => {
    expect(titles("Experience\nRegional Driver, Piney Woods Freight, Longview, TX — 06/2021 to present\nHauled dry van loads.")).toEqual(["Regional Driver"]);
    expect(titles("Experience\nPayroll Clerk, Desert Bloom Farms — Tucson, AZ | 2019 – 2022\nRan weekly payroll.")).toEqual(["Payroll Clerk"]);
    expect(titles("Experience\nLine Cook — Harvest Table Bistro, Sacramento CA (2022–present)\nWorked the grill.")).toEqual(["Line Cook"]);
    // One word of a trade after a rank is the field: "Supervisor, Freight" stays.
    expect(titles("Experience\nSupervisor, Freight   2015 - 2019")).toEqual(["Supervisor, Freight"]);
  });
});

describe("a title O*NET lists, beside its employer on the dates' line", () => {
  it("takes a listed title whose last word ends no occupation's name ('Loan Closer'), wherever the employer stands", () => {
    expect(namesAWorker("Loan Closer")).toBe(true);
    expect(titles("Experience\nLoan Closer, Tallis Savings Bank — Jan 2017 to Present\n- Balanced settlement statements")).toEqual(["Loan Closer"]);
    expect(titles("Experience\nLoan Closer at Tallis Savings Bank, Jan 2017 - Present")).toEqual(["Loan Closer"]);
    expect(titles("Experience\nTallis Savings Bank — Loan Closer (2017–Present)")).toEqual(["Loan Closer"]);
  });
  it("takes the title after its employer, and before an institution of a place", () => {
    expect(titles("Experience\nQuillmark Corp, Staff Accountant, 2019 – Present")).toEqual(["Staff Accountant"]);
    expect(titles("Experience\nLoan Closer, First Bank of Dunmore, Columbus, OH — 2017 – Present")).toEqual(["Loan Closer"]);
    expect(titles("Experience\nTeaching Assistant, Department of Marine Biology   2015 - 2017")).toEqual(["Teaching Assistant"]);
  });
  it("keeps a rank, a post or a grade written before the title, and leaves out a credential's letters after it", () => {
    expect(titles("Experience\nEVP, Area Sales Director   2015 - 2019")).toEqual(["EVP, Area Sales Director"]);
    expect(titles("Experience\nCofounder, Partnerships Director   2015 - 2019")).toEqual(["Cofounder, Partnerships Director"]);
    expect(titles("Experience\nSeventh, Eighth and Ninth Grade Science Teacher   2015 - 2019")).toEqual(["Seventh, Eighth and Ninth Grade Science Teacher"]);
    expect(titles("Experience\nSleep Technologist, RPSGT   2015 - 2019")).toEqual(["Sleep Technologist"]);
    expect(titles("Experience\nVice President, Area Manager-Small Business Lending Group   2015 - 2019")).toEqual(["Vice President, Area Manager-Small Business Lending Group"]);
  });
});

describe("a state's teaching certificate, as states name it", () => {
  it("reads an educator certificate and a teacher license as a teaching certification", () => {
    const held = (text: string) => parseResume(text, NOW).certifications.map((c) => c.name);
    expect(held("Certification\nOregon Educator License, Elementary Multiple Subjects")).toContain("Teaching Certification");
    expect(held("Licenses\nTexas Educator Certificate, Core Subjects EC-6")).toContain("Teaching Certification");
  });
});
