import { parseWithZod } from "@conform-to/zod/v4";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { verifyLogin } from "~/models/user.server";
import { LoginSchema } from "~/utils/auth-schemas";
import type { SessionUser } from "~/utils/session.server";

export class LoginError extends Error {}

/** remix-auth 4 returns the user; the session cookie is ours (session.server.ts). */
export const authenticator = new Authenticator<SessionUser>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const submission = parseWithZod(form, { schema: LoginSchema });
    if (submission.status !== "success") throw new LoginError("Please enter a valid email address");
    const user = await verifyLogin(submission.value.email, submission.value.password);
    if (!user) throw new LoginError("Failed to log in. Please check your credentials and try again.");
    return user;
  }),
  "form",
);
