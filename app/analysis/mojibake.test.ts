import { describe, expect, it } from "vitest";
import { decodeWindows1252, repairMojibake } from "./mojibake";

describe("repairMojibake", () => {
  it("turns UTF-8 read as Windows-1252 or Latin-1 back into the characters meant", () => {
    expect(repairMojibake("â€¢ Led the audit")).toBe("• Led the audit");
    expect(repairMojibake("â\u0080¢ Led the audit")).toBe("• Led the audit");
    expect(repairMojibake("Jordanâ€™s team")).toBe("Jordan’s team");
    expect(repairMojibake("CafÃ© in ZÃ¼rich, naÃ¯ve")).toBe("Café in Zürich, naïve");
    expect(repairMojibake("Company Name â€” City")).toBe("Company Name — City");
    expect(repairMojibake("â€œgrowthâ€\u009d team")).toBe("“growth” team");
    expect(repairMojibake("ä¸\u00adæ–‡ and ðŸ˜€")).toBe("中文 and 😀");
  });

  it("repairs text that was double-encoded twice over", () => {
    expect(repairMojibake("donÃ¢â‚¬â„¢t")).toBe("don’t");
  });

  it("drops the leftovers of a no-break space and of a closing quote whose last byte was lost", () => {
    expect(repairMojibake("includingÂ VPN")).toBe("including VPN");
    expect(repairMojibake("Â\u00a0Python")).toBe("\u00a0Python");
    expect(repairMojibake("the â€ quote")).toBe("the ” quote");
  });

  it("leaves real text alone, accents and typography included", () => {
    for (const text of ["CAFÉ” and “RÉSUMÉ”", "à\u00a0« Paris »", "SÃO PAULO, São Paulo", "naïve café, Zürich", "Ø 12 mm, § 4", "CÂBLE", "£40k, ±5%, 20°C"]) {
      expect(repairMojibake(text)).toBe(text);
    }
  });
});

describe("decodeWindows1252", () => {
  it("maps 0x80–0x9F to the characters Windows-1252 gives them, which Node's own decoder does not", () => {
    expect(decodeWindows1252(Uint8Array.from([0x93, 0x41, 0x94, 0x20, 0x95, 0x20, 0x92, 0x20, 0x80, 0xe9]))).toBe("“A” • ’ €é");
  });
});
