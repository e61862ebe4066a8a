import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossOriginMutation } from "./security.server";

describe("cross-origin mutation guard", () => {
  const host = "app.example.com";
  it("lets reads and same-origin posts through", () => {
    expect(isCrossOriginMutation("GET", "/dashboard", { host, origin: "https://evil.example" })).toBe(false);
    expect(isCrossOriginMutation("POST", "/auth/login", { host, origin: "https://app.example.com", "sec-fetch-site": "same-origin" })).toBe(false);
  });
  it("refuses posts from another site", () => {
    expect(isCrossOriginMutation("POST", "/auth/login", { host, origin: "https://evil.example" })).toBe(true);
    expect(isCrossOriginMutation("POST", "/auth/logout", { host, "sec-fetch-site": "cross-site" })).toBe(true);
    expect(isCrossOriginMutation("POST", "/auth/logout", { host, origin: "null" })).toBe(true);
  });
  it("leaves signed machine endpoints to their own checks", () => {
    expect(isCrossOriginMutation("POST", "/api/stripe/webhook", { host, origin: "https://stripe.example" })).toBe(false);
    expect(isCrossOriginMutation("POST", "/v1/listings", { host })).toBe(false);
  });
  it("allows scripts only with the page's nonce", () => {
    const csp = contentSecurityPolicy("abc");
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
