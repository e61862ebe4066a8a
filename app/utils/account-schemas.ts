import { z } from "zod";
import { newPassword, PASSWORD_MIN_LENGTH } from "./auth-schemas";
import { atLeast, atMost } from "./text-length";

// The account page's two forms (/dashboard/account), shared by its action and the browser.
// The new password follows the one password rule (auth-schemas.ts); lengths count what a person sees.
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
const MESSAGES = {
  current: "Enter your current password.",
  email: "Please enter a valid email address",
  mismatch: "Passwords don't match",
};

const currentPassword = z.string({ error: MESSAGES.current }).refine(atLeast(1), MESSAGES.current).refine(atMost(1000), MESSAGES.current);

export const ChangeEmailSchema = z.object({
  intent: z.literal("change-email"),
  email: z.string({ error: MESSAGES.email }).trim().refine(atMost(254), MESSAGES.email).pipe(z.string().email(MESSAGES.email)),
  currentPassword,
});

export const ChangePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword,
    password: newPassword().refine(atMost(1000), "Password can be at most 1000 characters long"),
    confirmPassword: z.string({ error: MESSAGES.mismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.mismatch, path: ["confirmPassword"] });
