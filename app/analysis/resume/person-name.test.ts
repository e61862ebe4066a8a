import { describe, expect, it } from "vitest";
import { readResume } from "../builtin";
import { extractContact } from "./contact";

const nameOf = (top: string) => extractContact(`${top}\nExperience\nAnalyst 2019 - 2021`).name;

describe("the candidate's name at the top of a resume", () => {
  it("is read in any alphabet's letters, and blanked wherever it appears before scoring", () => {
    expect(nameOf("María José Fernández\nmj.fernandez@example.com")).toBe("María José Fernández");
    expect(nameOf("Nguyễn Văn An\nan.nguyen@example.com")).toBe("Nguyễn Văn An");
    const read = readResume("Zoë Bélanger\nzoe@example.com\nSummary\nZoë Bélanger led a team of four.\nExperience\nAnalyst 2019 - 2021", "2026-11");
    expect(read.redacted).not.toMatch(/Zoë|Bélanger/);
  });

  it("is read above the headline without contact details, though a word of it is a job's ('Dev'), and a misspelt title is no name", () => {
    expect(nameOf("Dev Okonkwo\nVideographer & Editor · Atlanta, GA")).toBe("Dev Okonkwo");
    expect(nameOf("SALES ASSOCAITE\nProfessional Summary")).toBeUndefined();
  });

  it("is read without pronouns, an honorific, a label, 'Resume of' or the headline beside it", () => {
    expect(nameOf("Alex Kim (they/them)\nalex.kim@example.com")).toBe("Alex Kim");
    expect(nameOf("Jordan Avery, she/her\njordan@example.com")).toBe("Jordan Avery");
    expect(nameOf("Dr. Maria Chen\nmaria.chen@example.com")).toBe("Maria Chen");
    expect(nameOf("Name: Priya Raman\nEmail: priya@example.com")).toBe("Priya Raman");
    expect(nameOf("Resume of Tom Ford\ntom.ford@example.com")).toBe("Tom Ford");
    expect(nameOf("John Smith Jr.\njohn.smith@example.com")).toBe("John Smith Jr.");
    const read = readResume("Priya Raman | Senior Accountant\npriya@example.com\nExperience\nAccountant 2019 - 2021", "2026-11");
    expect(read.contact.name).toBe("Priya Raman");
    expect(read.parsed.headline).toBe("Senior Accountant");
  });

  it("is read after a 'Curriculum Vitae –' label, and from the email's two words where no line gives it", () => {
    expect(nameOf("Curriculum Vitae – Tom Ford\ntom@example.com")).toBe("Tom Ford");
    expect(nameOf("RESUME: Dana Whitfield\ndana@example.com")).toBe("Dana Whitfield");
    expect(nameOf("dana whitfield\ndana.whitfield@example.com")).toBe("Dana Whitfield");
    expect(nameOf("Summary\nReliable worker.\ncontact: priya_raman1990@example.com")).toBe("Priya Raman");
    const read = readResume("dana whitfield\ndana.whitfield@example.com\nSummary\nWhitfield led a team of four.\nExperience\nAnalyst 2019 - 2021", "2026-11");
    expect(read.redacted).not.toMatch(/Whitfield/i);
  });

  it("is not made up from an email of one word, of a post or of a team", () => {
    expect(nameOf("Summary\nReliable worker.\njroe@example.com")).toBeUndefined();
    expect(nameOf("Summary\nReliable worker.\nstaff.accountant@example.com")).toBeUndefined();
    expect(nameOf("Summary\nReliable worker.\nresume.jane@example.com")).toBeUndefined();
    expect(nameOf("Summary\nReliable worker.\ndata.science@example.com")).toBeUndefined();
  });

  it("is not a title in capitals over the summary ('PEST CONTROL TECH', 'STOREKEEPER II'), which stays the headline", () => {
    for (const title of ["PEST CONTROL TECH", "STOREKEEPER II", "INSTRUCTIONAL COACH"]) {
      const read = readResume(`${title}\nSummary\nReliable worker with six years of experience.\nExperience\n${title}, 01/2015 to Current`, "2026-11");
      expect(read.contact.name, title).toBeUndefined();
      expect(read.parsed.headline, title).toBe(title);
    }
  });
});

describe("a phone number written with its country code (stop 50)", () => {
  it("is the candidate's phone, and no part of the headline or the summary", () => {
    const text = "Anil Menon\nKochi, Kerala | anil.m@example.com | +91 98470 12345\n\nEXPERIENCE\nSoftware Engineer — Infosys, Kochi | Jun 2019 – Present\n• Java services";
    expect(extractContact(text).phone).toBe("+91 98470 12345");
    expect(readResume(text, "2026-11").parsed.headline).toBeNull();
    expect(extractContact("Ana Lee\nLondon · +44 20 7946 0958").phone).toBe("+44 20 7946 0958");
  });
});

describe("a town alone on the contact line (stop 50)", () => {
  it("is no headline once the email and phone beside it are taken out", () => {
    const text = "Meera Joshi\nNagpur | meera.j@example.com | +91 99220 44556\n\nEXPERIENCE\nAccounts Assistant — Vidarbha Traders, Nagpur | Jun 2021 – Present\n• Vendor invoices and payments";
    expect(readResume(text, "2026-11").parsed.headline).toBeNull();
    expect(readResume("Meera Joshi\nAccountant\nNagpur | meera.j@example.com", "2026-11").parsed.headline).toBe("Accountant");
  });
});
