import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize";

describe("normalizeText", () => {
  it("spells out ligatures so that words can be matched", () => {
    expect(normalizeText("Certiﬁed ﬁnancial analyst, oﬃce workﬂow")).toBe("Certified financial analyst, office workflow");
  });

  it("joins words hyphenated at a line end but keeps real dashes", () => {
    expect(normalizeText("strong experi-\nence in manage-\nment")).toBe("strong experience in management");
    expect(normalizeText("Jan 2019 -\n2021")).toBe("Jan 2019 -\n2021");
  });

  it("tidies whitespace, invisible characters and bullets", () => {
    expect(normalizeText("  Skills:\u00a0\u00a0Excel SAP \r\n\r\n\r\n\uf0b7 Pay\u200broll\t ")).toBe("Skills: Excel SAP\n\n• Payroll");
  });

  it("keeps a tab or a wide gap between words as a column bar, not one space", () => {
    // A title and its employer set apart by a tab stop, or by spaces in a text file, stay apart.
    expect(normalizeText("Office Manager\tWoodgrove Dental\t2019 – 2023")).toBe("Office Manager | Woodgrove Dental | 2019 – 2023");
    expect(normalizeText("Office Manager      Woodgrove Dental")).toBe("Office Manager | Woodgrove Dental");
    // Indentation, a tab after a bullet and a double space after a full stop are not columns.
    expect(normalizeText("\t• Scheduled patients\n    Billed insurers.  Filed claims")).toBe("• Scheduled patients\nBilled insurers. Filed claims");
  });

  it("repairs double-encoded UTF-8 before folding quotes, so a dash is not left as half a quote", () => {
    expect(normalizeText("Company Name â€” City, State")).toBe("Company Name — City, State");
    expect(normalizeText("â€¢Presented the VPN proposalÂ to the class")).toBe("• Presented the VPN proposal to the class");
    expect(normalizeText("Jordanâ€™s â€œgrowthâ€\u009d team")).toBe(`Jordan's "growth" team`);
  });

  it("turns the bullet glyphs PDFs carry into one bullet, with a space before the item", () => {
    const lines = ["\uf0b7 Payroll", "· Budgets", "■ Audits", "➤Forecasts", "✔ Tax returns", "•Reconciliations", "  ▪ Close"];
    expect(normalizeText(lines.join("\n")).split("\n")).toEqual(["• Payroll", "• Budgets", "• Audits", "• Forecasts", "• Tax returns", "• Reconciliations", "• Close"]);
    // Only where a list item starts: a middle dot or a tick inside a line is text.
    expect(normalizeText("Excel · SAP · Python ✔ done")).toBe("Excel · SAP · Python ✔ done");
  });
});
