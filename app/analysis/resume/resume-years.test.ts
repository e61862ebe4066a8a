// Kinds of dates that the years of experience once missed or over-counted (invented resumes).
import { describe, expect, it } from "vitest";
import { findDateRanges } from "./dates";
import { parseResume } from "./resume";

const NOW = 2020 * 12;

describe("a range whose dash the PDF lost", () => {
  it("reads two months side by side as a range", () => {
    expect(findDateRanges("Store Clerk , 03/2016 11/2017 Company Name City , State")[0]).toMatchObject({ start: 2016 * 12 + 2, end: 2017 * 12 + 10 });
    expect(findDateRanges("Barista , 09/2018 Current Company Name")[0]).toMatchObject({ start: 2018 * 12 + 8, end: null });
    expect(findDateRanges("Welder 2012－2015")[0]).toMatchObject({ start: 2012 * 12, end: 2015 * 12 + 11 });
  });
  it("but not two bare years, nor a month followed by a sentence about current work", () => {
    expect(findDateRanges("Awards 2014 2015")).toEqual([]);
    expect(findDateRanges("Since June 2017 current clients include two banks")).toEqual([]);
  });
});

describe("a start month, the company line, then the end month", () => {
  it("reads one job", () => {
    const text = "Experience\nMay 2011\nAcme Motors City , State Service Advisor\nAugust 2014Greeted customers and wrote repair orders.\nJanuary 2009\nBeta Cars Sales Associate\nApril 2011 Sold used cars.";
    const parsed = parseResume(text, NOW);
    expect(parsed.jobs.map((j) => [j.start, j.end])).toEqual([
      [2011 * 12 + 4, 2014 * 12 + 7],
      [2009 * 12, 2011 * 12 + 3],
    ]);
  });
  it("not when the line between has a date of its own", () => {
    expect(parseResume("Experience\nMay 2011\nPromoted in 2012\nAugust 2014 Led a team.", NOW).jobs).toEqual([]);
  });
});

describe("dates that date no job", () => {
  it("skips a wrapped sentence that ends in a heading's word", () => {
    const text =
      "Experience\nJan 2015 to Mar 2018\nCompany Name Office Manager\nPlanned and coordinated the work\nactivities of the front desk and staff\nFeb 2012 to Dec 2014\nCompany Name Receptionist";
    expect(parseResume(text, NOW).yearsOfExperience).toBeCloseTo(6.2, 1);
  });
  it("skips honours, student societies and accomplishments", () => {
    const text =
      "Accomplishments\nSigma Kappa Sorority October 2005 - May 2009.\nTreasurer 2006-2007.\nExperience\nAnalyst Jan 2015 to Dec 2019\nAdditional Information\nDean's List 2006-2008, Honor Roll 2007\nRobotics Honor Society; Secretary 2007-2008";
    const parsed = parseResume(text, NOW);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Analyst"]);
    expect(parsed.yearsOfExperience).toBe(5);
  });
});

describe("the additional and personal information at the end", () => {
  it("dates no job there, nor a birth date beside 'Present'", () => {
    const text =
      "Experience\nClerk , 03/2014 to 02/2019 Company Name\nAdditional Information\nChess Club Treasurer 2001-2004\nPersonal Information\nDate of Birth: Mar, 1980 Present Resident in Springfield";
    expect(parseResume(text, NOW).yearsOfExperience).toBe(5);
    expect(findDateRanges("Date of Birth: Mar, 1980 Present Resident")).toEqual([]);
  });
  it("reads a minus sign as a dash", () => {
    expect(findDateRanges("Editor, 2003−2008")[0]).toMatchObject({ start: 2003 * 12, end: 2008 * 12 + 11 });
  });
});

describe("headings a wrapped line only looks like", () => {
  it("'accomplishments include:' and 'Military, Academic and Research Labs' open no section", () => {
    const text =
      "Experience\nOperations Manager , 03/2015 to 09/2019 Company Name\nKey results over four years; accomplishments\naccomplishments include:\nServed clients in sectors including\nMilitary, Academic and Research Labs\nAnalyst , 01/2010 to 02/2015 Company Name";
    expect(parseResume(text, NOW).jobs).toHaveLength(2);
  });
  it("a titled job with months under 'Accomplishments' counts; a year range or an untitled one does not", () => {
    const text = "Accomplishments\nLEAD DRAFTER, 6/1999 to 10/2004 A firm of architects\nClub President 2001-2002.\nExperience\nDrafter Jan 2005 to Dec 2009";
    expect(parseResume(text, NOW).jobs.map((j) => j.title)).toEqual(["LEAD DRAFTER", "Drafter"]);
  });
});

describe("dates as schools, other countries and short forms write them", () => {
  const range = (line: string) => findDateRanges(line).map((r) => [r.start, r.end]);
  it("reads terms, a year before its month, and a month with a short year", () => {
    expect(range("Teaching Assistant, Fall 2019 – Spring 2021")).toEqual([[2019 * 12 + 8, 2021 * 12 + 4]]);
    expect(range("Data Engineer | 2018/03 - 2020/11")).toEqual([[2018 * 12 + 2, 2020 * 12 + 10]]);
    expect(range("Data Engineer | 2018-03 to 2021-06")).toEqual([[2018 * 12 + 2, 2021 * 12 + 5]]);
    expect(range("Bookkeeper, Apr '14 - Nov '14")).toEqual([[2014 * 12 + 3, 2014 * 12 + 10]]);
  });
  it("reads a start and an end month set in columns of their own (a PDF's gap, a table's cells)", () => {
    expect(range("Bookkeeper | Jan 2019 | Dec 2020")).toEqual([[2019 * 12, 2020 * 12 + 11]]);
    expect(range("Bookkeeper | 03/2016 | Current")).toEqual([[2016 * 12 + 2, null]]);
    expect(range("Awards | 2019 | 2021")).toEqual([]);
  });
  it("but not a school year written with a dash as a month", () => {
    expect(range("Honor roll 2011-12")).toEqual([]);
    expect(range("Tutor 2011-12 - 2013")).toEqual([[2011 * 12, 2013 * 12 + 11]]);
  });
});

describe("ranges written as resumes outside the anonymised set write them", () => {
  const jobsOf = (line: string, next = "- Closed the books every month") =>
    parseResume(`Dana Whitfield\nExperience\n${line}\n${next}\nEducation\nB.A., Finance, 2012`, NOW).jobs.map((j) => [j.title, j.start, j.end]);
  it("reads 'since 2018' and a range left open at the line's end as running to now", () => {
    expect(jobsOf("Staff Accountant, Quillmark Inc., since 2018")).toEqual([["Staff Accountant", 2018 * 12, NOW]]);
    expect(jobsOf("Staff Accountant, Quillmark Inc. (since March 2018)")).toEqual([["Staff Accountant", 2018 * 12 + 2, NOW]]);
    expect(jobsOf("Staff Accountant | Quillmark Inc. | 2018 –")).toEqual([["Staff Accountant", 2018 * 12, NOW]]);
  });
  it("reads a month and a year of two figures at both ends", () => {
    expect(jobsOf("Staff Accountant | Quillmark Inc. | 3/16 – 6/18")).toEqual([["Staff Accountant", 2016 * 12 + 2, 2018 * 12 + 5]]);
    expect(jobsOf("Staff Accountant | Quillmark Inc. | 01/17 - Present")).toEqual([["Staff Accountant", 2017 * 12, NOW]]);
  });
  it("takes the end date from the next line where the line wrapped after its dash", () => {
    expect(jobsOf("Staff Accountant | Quillmark Inc. | Jan 2016 –", "Jun 2018 Closed the books every month")).toEqual([["Staff Accountant", 2016 * 12, 2018 * 12 + 5]]);
  });
  it("not a version, a sentence's 'since' or a wrapped sentence's year", () => {
    expect(findDateRanges("Tools: Microsoft Access 2010, Visual Studio 2008-")).toEqual([]);
    expect(findDateRanges("Volunteered at the food bank since 2015 with my family")).toEqual([]);
    expect(findDateRanges("Led the brand's social channels, which grew by a million followers between 2009 and late 2012 (from 2009 -")).toEqual([]);
  });
});

describe("a student's projects", () => {
  it("are no job: their dates add no years of work, under 'Projects' or 'Academic Projects'", () => {
    for (const heading of ["PROJECTS", "Academic Projects", "Capstone Projects:"]) {
      const parsed = parseResume(`Dana Whitfield\nExperience\nStaff Accountant | Quillmark Inc. | 2018 – Present\n- Closed the books\n${heading}\nBudget Dashboard | 2012 – 2014\n- Built a dashboard\nEducation\nB.S. Accounting, 2017`, NOW);
      expect(parsed.jobs.map((j) => j.title), heading).toEqual(["Staff Accountant"]);
      expect(parsed.yearsOfExperience, heading).toBe(2.1);
    }
  });
  it("but 'projects' ending a wrapped sentence is no heading: the jobs after it still count", () => {
    const parsed = parseResume(`Dana Whitfield\nExperience\nLab Assistant | Harbor Farms LLC | 2016 – Present\n- Collected field data for the station's ruminant research\nprojects\nVeterinary Assistant | Green Vale Clinic | 2012 – 2014\n- Prepared surgical equipment`, NOW);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Lab Assistant", "Veterinary Assistant"]);
  });
});
