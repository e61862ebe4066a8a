import { z } from "zod";

// Sign-in and sign-up rules with their messages (the product spec's words). Shared by the server action and the browser.
const email = z.string({ error: "Please enter a valid email address" }).trim().email("Please enter a valid email address");
const password = z.string({ error: "Password must be at least 6 characters" }).min(6, "Password must be at least 6 characters");

export const LoginSchema = z.object({
  email,
  password,
  redirectTo: z.string().optional(),
});

export const SignupSchema = z
  .object({
    email,
    password,
    confirmPassword: z.string({ error: "Password must be at least 6 characters" }).min(6, "Password must be at least 6 characters"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export const ForgotPasswordSchema = z.object({ email });

const newPassword = z
  .string({ error: "Password must be at least 8 characters long" })
  .min(8, "Password must be at least 8 characters long");

export const ResetPasswordSchema = z
  .object({ token: z.string().min(1), password: newPassword, confirmPassword: newPassword })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
