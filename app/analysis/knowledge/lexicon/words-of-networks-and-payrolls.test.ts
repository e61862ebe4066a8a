// Words met reading jobs end to end at stop 56 (invented postings and resumes).
import { describe, expect, it } from "vitest";
import { canonicalSkills } from ".";

const reads = (text: string) => canonicalSkills(text);

describe("a network engineer's words", () => {
  it("reads firewalls by their makers and routing protocols by their letters", () => {
    expect(reads("Palo Alto NGFW, FortiGate, IPsec VPN")).toContain("Firewalls");
    expect(reads("configured firewall rules")).toContain("Firewalls");
    expect(reads("BGP with two ISPs; OSPF areas; EIGRP")).toEqual(expect.arrayContaining(["BGP", "OSPF", "EIGRP"]));
  });

  it("reads Cisco's IOS as no Apple platform, and an iOS app as one", () => {
    expect(reads("Cisco IOS/NX-OS on Catalyst switches")).not.toContain("iOS");
    expect(reads("Built an iOS app in Swift")).toContain("iOS");
  });
});

describe("words of pay and places", () => {
  it("reads acting pay as no performing art, and acting on a stage as one", () => {
    expect(reads("Process acting pay, overtime and leave without pay")).not.toContain("Performing Arts");
    expect(reads("Studied acting and improv for the stage")).toContain("Performing Arts");
  });
});

describe("a fast food crew's words", () => {
  it("reads the drive-thru and the fryer as food service", () => {
    expect(reads("Take orders at the drive-thru window; prepare sandwiches and fries")).toContain("Food and Beverage");
    expect(reads("Worked the fryer and grill station")).toContain("Food and Beverage");
  });
});

describe("a heavy equipment mechanic's words", () => {
  it("reads construction equipment as heavy equipment, not construction work", () => {
    expect(reads("Repair construction equipment: loaders and rollers")).toContain("Heavy Equipment");
    expect(reads("Repair construction equipment: loaders and rollers")).not.toContain("Construction");
  });
});
