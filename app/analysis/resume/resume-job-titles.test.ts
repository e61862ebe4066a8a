// Which line of a job is its title (invented resumes).
import { describe, expect, it } from "vitest";
import { namesAWorker } from "../knowledge/occupations";
import { parseResume } from "./resume";

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
