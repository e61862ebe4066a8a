import { z } from "zod";
import { atLeast } from "./text-length";

// Sign-in and sign-up rules with their messages. Shared by the server actions, the JSON API and the browser.
const email = z.string({ error: "Please enter a valid email address" }).trim().email("Please enter a valid email address");

/** The one rule for a new password, wherever one is chosen: sign-up, reset, and the JSON API's register and reset. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const newPassword = () => z.string({ error: PASSWORD_TOO_SHORT }).refine(atLeast(PASSWORD_MIN_LENGTH), PASSWORD_TOO_SHORT);

/** Signing in checks the password against the account, not against today's rule: an older, shorter password still works. */
export const LoginSchema = z.object({
  email,
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password"),
  redirectTo: z.string().optional(),
});

export const SignupSchema = z
  .object({ email, password: newPassword(), confirmPassword: newPassword() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({ token: z.string().min(1), password: newPassword(), confirmPassword: newPassword() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
