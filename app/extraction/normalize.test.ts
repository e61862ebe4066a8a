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
    expect(normalizeText("  Skills:\u00a0\u00a0Excel\t\tSAP \r\n\r\n\r\n\uf0b7 Pay\u200broll ")).toBe("Skills: Excel SAP\n\n• Payroll");
  });
});
