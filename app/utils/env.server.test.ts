import { afterEach, describe, expect, it } from "vitest";
import { stripePriceIds } from "./env.server";

describe("the plans' Stripe prices are settings like any other", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ["STRIPE_PRICE_PRO", "STRIPE_PRICE_ENTERPRISE", "STRIPE_PRICE_EXTRA"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it("reads each plan's price id, and an empty one as unset", () => {
    process.env.STRIPE_PRICE_PRO = " price_1Pro ";
    process.env.STRIPE_PRICE_ENTERPRISE = "";
    delete process.env.STRIPE_PRICE_EXTRA;
    expect(stripePriceIds()).toEqual({ pro: "price_1Pro", enterprise: undefined, extra: undefined });
  });

  it("refuses what is not a price id, naming the setting", () => {
    process.env.STRIPE_PRICE_EXTRA = "prod_NotAPrice";
    expect(() => stripePriceIds()).toThrow("Invalid configuration:\n  STRIPE_PRICE_EXTRA: must be a Stripe price id (price_…)");
  });
});
