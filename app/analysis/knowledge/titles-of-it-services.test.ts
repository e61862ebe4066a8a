// Titles an IT services firm gives, which O*NET lists nowhere or under another trade (invented examples).
import { describe, expect, it } from "vitest";
import { resolveOccupation } from "./occupations";

const occupation = (title: string) => resolveOccupation(title)?.title ?? null;

describe("an IT services firm's titles", () => {
  it("resolve to the work they name", () => {
    expect(occupation("SAP ABAP Consultant")).toBe("Software Developers");
    expect(occupation("Senior SAP FICO Consultant")).toBe("Computer Systems Analysts");
    expect(occupation("Informatica Developer")).toBe("Data Warehousing Specialists");
    expect(occupation("Selenium Tester")).toBe("Software Quality Assurance Analysts and Testers");
    expect(occupation("Manual Tester")).toBe("Software Quality Assurance Analysts and Testers");
    expect(occupation("PMO Analyst")).toBe("Project Management Specialists");
    expect(occupation("Site Engineer")).toBe("Civil Engineers");
    expect(occupation("Sales Executive")).toBe("Sales Representatives, Wholesale and Manufacturing, Except Technical and Scientific Products");
  });

  it("an engineer named by the automated testing of software tests it; an engineer of other automation does not", () => {
    for (const title of ["Automation Testing Engineer", "Cypress Automation Engineer", "Selenium Automation Engineer", "Test Automation Developer"]) {
      expect(occupation(title), title).toBe("Software Quality Assurance Analysts and Testers");
    }
    expect(occupation("Robotics Automation Engineer")).toBe("Robotics Engineers");
  });
});
