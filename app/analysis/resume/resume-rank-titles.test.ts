// Jobs titled only by a rank ("Manager", "Staff Engineer", "Shift Lead, Receiving"): what the job was is in its
// own lines, so the same title earns a posting's role where the work was that role's, and not where it was other
// work. Resumes invented for these tests.
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { isGenericTitle, occupationOfGenericJob } from "../knowledge/occupation-meaning";

const restaurantManager = buildJobProfile({ name: "Restaurant Manager", description: "Run a 120-seat restaurant: hire and schedule staff, control food and labor cost, keep guests happy.\nRequirements:\n- 3+ years managing a restaurant\n- ServSafe certification" }, { asOf: "2026-11" });
const warehouseSupervisor = buildJobProfile({ name: "Warehouse Supervisor", description: "Lead a team of 15 in receiving and shipping. Forklift certification, WMS experience and 3+ years in warehouse operations required." }, { asOf: "2026-11" });

const manager = (work: string[]) =>
  ["Robin Askew", "Boise, ID", "", "Experience", "Manager, Juniper & Sage LLC (2019 – Present)", ...work, "", "Education", "High School Diploma, Borah High School"].join("\n");

const dining = manager([
  "- Ran a 90-seat restaurant with a staff of 30 cooks, servers and hosts; wrote the weekly schedule",
  "- Cut food cost from 34% to 29% by re-costing the menu and ordering against par levels",
  "- Handled guest complaints and trained new servers on service standards",
]);
const freight = manager([
  "- Planned inbound freight for three distribution centers and negotiated carrier rates",
  "- Tracked shipments, customs paperwork and inventory levels in the warehouse management system",
  "- Cut transportation cost 12% by consolidating loads",
]);

describe("jobs titled only by a rank", () => {
  it("tells a rank-only title from one that names a line of work", () => {
    expect(isGenericTitle("Manager")).toBe(true);
    expect(isGenericTitle("Staff Engineer")).toBe(true);
    expect(isGenericTitle("Assistant Manager")).toBe(true);
    expect(isGenericTitle("Shift Lead, Receiving")).toBe(true);
    // Two kinds of post that O*NET lists together, or a field after the comma, make a job of their own.
    expect(isGenericTitle("Executive Assistant")).toBe(false);
    expect(isGenericTitle("Director, Business Development")).toBe(false);
    expect(isGenericTitle("Restaurant Manager")).toBe(false);
  });

  it("reads the job's occupation from its lines, among those of its rank", () => {
    expect(occupationOfGenericJob("Staff Engineer", "Staff Engineer, Litware\nGo services, Kubernetes operators, PostgreSQL tuning, REST APIs and microservices for the payments platform")?.code).toMatch(/^15-/);
    expect(occupationOfGenericJob("Manager", dining)?.title).toBe("Food Service Managers");
    expect(occupationOfGenericJob("Supervisor", "Supervised 12 housekeepers cleaning hotel rooms, inspected rooms, ordered linens and cleaning supplies")?.title).toBe("First-Line Supervisors of Housekeeping and Janitorial Workers");
    // Too few words to tell: no occupation rather than a guess.
    expect(occupationOfGenericJob("Manager", "Manager, Juniper & Sage")).toBeNull();
  });

  it("gives the same title the posting's role where the job's work was that role's, and not where it was other work", () => {
    const cook = analyzeResume(restaurantManager, dining);
    const mover = analyzeResume(restaurantManager, freight);
    const role = (a: ReturnType<typeof analyzeResume>) => a.requirements.find((r) => r.requirementId === "role")!;
    expect(cook.currentTitle).toBe("Manager");
    expect(mover.currentTitle).toBe("Manager");
    expect(role(cook).status).toBe("met");
    expect(role(mover).status).toBe("not_met");
    expect(cook.score).toBeGreaterThan(mover.score + 10);
  });

  it("gives a shift lead in a distribution center part of a warehouse supervisor's role", () => {
    const a = analyzeResume(warehouseSupervisor, [
      "DeShawn Harris",
      "Memphis, TN 38103 | 901-555-0147",
      "",
      "EMPLOYMENT",
      "Ridgeway Distribution, Memphis TN",
      "Shift Lead, Receiving (2020 – Present)",
      "- Lead 12 associates unloading 30 trailers a shift; run cycle counts in Manhattan WMS",
      "- Schedule the dock, check inbound freight against purchase orders and keep the warehouse inventory accurate",
      "Forklift Operator (2017 – 2020)",
      "- Certified on sit-down and reach trucks",
    ].join("\n"));
    const role = a.requirements.find((r) => r.requirementId === "role")!;
    expect(a.currentTitle).toBe("Shift Lead, Receiving");
    expect(role.status).toBe("partial");
    expect(role.evidence).toContain("Shift Lead, Receiving");
  });
});
