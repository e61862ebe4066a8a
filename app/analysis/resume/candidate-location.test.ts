// Where the candidate is, from the resume's top lines (invented contact lines).
import { describe, expect, it } from "vitest";
import { locationFromText } from "./candidate-headline";

const locationOf = (line: string) => locationFromText(`Dana Whitfield\n${line}\nExperience\nAnalyst | Harbor Group | 2019 – Present`);

describe("the candidate's location", () => {
  it("is read as contact lines write it: a country's or province's letters, a street address, a ZIP without a comma", () => {
    expect(locationOf("dana@example.com | London, UK")).toBe("London, UK");
    expect(locationOf("Toronto, ON, Canada · (416) 555-0134")).toBe("Toronto, ON");
    expect(locationOf("Pune, Maharashtra | dana@example.com")).toBe("Pune, Maharashtra");
    expect(locationOf("41 Orchard Ave, Springfield, IL 62704")).toBe("Springfield, IL");
    expect(locationOf("Austin TX 78701 · dana@example.com")).toBe("Austin, TX");
    expect(locationOf("Washington, D.C.")).toBe("Washington, DC");
    expect(locationOf("Columbus, OH United States")).toBe("Columbus, OH");
  });
  it("reads 'Remote (US)' and a metro area beside the contact details", () => {
    expect(locationOf("dana@example.com | Remote (US)")).toBe("Remote");
    expect(locationOf("San Francisco Bay Area | dana@example.com")).toBe("San Francisco Bay Area");
  });
  it("is not a tool's name before a state's letters, nor letters before a word", () => {
    expect(locationOf("Skills: Windows XP, MS Office")).toBeNull();
    expect(locationOf("Tools: Microsoft Office, MS")).toBeNull();
    expect(locationOf("Lean Six Sigma, IN progress")).toBeNull();
    // The word after the letters ends its sentence: still a word ("MS Outlook."), so no town in Mississippi.
    expect(locationOf("Tools: Visio, MS Project, MS PowerPoint, MS Excel., Jira")).toBeNull();
    expect(locationOf("Dallas, TX. dana@example.com")).toBe("Dallas, TX");
    expect(locationOf("Mobile, AL")).toBe("Mobile, AL");
    // Without a comma, only a ZIP after the letters makes them a state's: "ABOUT ME" is no town in Maine.
    expect(locationOf("ABOUT ME")).toBeNull();
  });
});
