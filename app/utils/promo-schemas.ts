import { z } from "zod";
import { atLeast, atMost } from "./text-length";

/**
 * Promo code forms, shared by the server and the browser: a code is 3-32
 * letters, digits, - or _, and may be used at most 100,000 times. The server module re-exports them; a `.server` module never reaches the
 * browser, so the schemas live here.
 */
export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 32;
export const PROMO_MAX_USES_LIMIT = 100_000;
export const PROMO_CREDITS_LIMIT = 100;

export const PROMO_MESSAGES = {
  required: "Promo code is required",
  tooShort: "Promo code must be at least 3 characters.",
  invalid: "Invalid or expired promo code. Please try again.",
  alreadyRedeemed: "You have already redeemed this promo code.",
  redeemFailed: "Failed to redeem promo code.",
  unexpected: "An unexpected error occurred",
  createFailed: "Failed to create promo code",
  duplicate: "A promo code with this name already exists.",
} as const;

/** Redeem form: the code as typed; case and surrounding spaces don't matter. */
export const PromoRedeemSchema = z.object({
  code: z
    .string({ error: PROMO_MESSAGES.required })
    .trim()
    .min(1, { error: PROMO_MESSAGES.required, abort: true })
    .refine(atLeast(PROMO_CODE_MIN_LENGTH), { error: PROMO_MESSAGES.tooShort, abort: true })
    .refine(atMost(100), { error: PROMO_MESSAGES.invalid }),
});

const codeTooShort = "Promo code must be at least 3 characters long";
const maxUsesMessage = `Maximum uses must be a whole number from 1 to ${PROMO_MAX_USES_LIMIT.toLocaleString("en-US")}, or empty for unlimited.`;
const creditsMessage = `Tournament credits must be a whole number from 1 to ${PROMO_CREDITS_LIMIT}.`;

/** Admin create form. maxUses empty = unlimited; isActive is a checkbox (absent = off). */
export const PromoCodeFormSchema = z
  .object({
    code: z
      .string({ error: codeTooShort })
      .trim()
      .toUpperCase()
      .refine(atLeast(PROMO_CODE_MIN_LENGTH), { error: codeTooShort })
      .refine(atMost(PROMO_CODE_MAX_LENGTH), { error: `Promo code must be at most ${PROMO_CODE_MAX_LENGTH} characters long` })
      .regex(/^[A-Z0-9_-]*$/, { error: "Promo code may only contain letters, numbers, dashes (-) and underscores (_)" }),
    description: z.string().trim().refine(atMost(200), { error: "Description must be at most 200 characters long" }).optional(),
    maxUses: z
      .number({ error: maxUsesMessage })
      .int({ error: maxUsesMessage })
      .min(1, { error: maxUsesMessage })
      .max(PROMO_MAX_USES_LIMIT, { error: maxUsesMessage })
      .optional(),
    isActive: z.boolean().optional().default(false),
    grant: z.enum(["unlimited", "credits"], { error: "Choose what the promo code grants." }).default("unlimited"),
    credits: z.number({ error: creditsMessage }).int({ error: creditsMessage }).min(1, { error: creditsMessage }).max(PROMO_CREDITS_LIMIT, { error: creditsMessage }).optional(),
  })
  .refine((value) => value.grant !== "credits" || value.credits !== undefined, {
    path: ["credits"],
    error: creditsMessage,
    // Also checked when another field is wrong, so every error shows at once.
    when: ({ value }) => typeof value === "object" && value !== null && (value as { grant?: unknown }).grant === "credits",
  });

export type PromoCodeForm = z.infer<typeof PromoCodeFormSchema>;

/** The create form's answer as the fields of a promo code. */
export function promoCodeFields(value: PromoCodeForm) {
  return {
    code: value.code,
    description: value.description || null,
    maxUses: value.maxUses ?? null,
    isActive: value.isActive,
    grantsUnlimited: value.grant === "unlimited",
    grantsCredits: value.grant === "credits" ? (value.credits ?? 0) : 0,
  };
}
