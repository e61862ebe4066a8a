import { z } from "zod";

// The account page's two forms (/dashboard/account), shared by its action and the browser.
// The password rule is the one reset uses: at least 8 characters.
export const PASSWORD_MIN = 8;
const MESSAGES = {
  current: "Enter your current password.",
  email: "Please enter a valid email address",
  short: `Password must be at least ${PASSWORD_MIN} characters long`,
  mismatch: "Passwords don't match",
};

const currentPassword = z.string({ error: MESSAGES.current }).min(1, MESSAGES.current).max(1000, MESSAGES.current);
const newPassword = z.string({ error: MESSAGES.short }).min(PASSWORD_MIN, MESSAGES.short).max(1000, "Password can be at most 1000 characters long");

export const ChangeEmailSchema = z.object({
  intent: z.literal("change-email"),
  email: z.string({ error: MESSAGES.email }).trim().max(254, MESSAGES.email).email(MESSAGES.email),
  currentPassword,
});

export const ChangePasswordSchema = z
  .object({ intent: z.literal("change-password"), currentPassword, password: newPassword, confirmPassword: z.string({ error: MESSAGES.mismatch }) })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.mismatch, path: ["confirmPassword"] });
