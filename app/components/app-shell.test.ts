import { describe, expect, it } from "vitest";
import { isNavItemActive } from "./app-shell";

describe("side navigation active item", () => {
  it("matches the dashboard root exactly", () => {
    expect(isNavItemActive("/dashboard", "/dashboard")).toBe(true);
    expect(isNavItemActive("/dashboard/resumes", "/dashboard")).toBe(false);
  });
  it("matches other items by prefix", () => {
    expect(isNavItemActive("/dashboard/resumes", "/dashboard/resumes")).toBe(true);
    expect(isNavItemActive("/subscription/manage/extra", "/subscription/manage")).toBe(true);
    expect(isNavItemActive("/help", "/dashboard/tournaments")).toBe(false);
  });
});
