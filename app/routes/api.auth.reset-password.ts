import type { ActionFunctionArgs } from "@remix-run/node";
import { resetPassword } from "~/models/user.server";
import { ResetPasswordSchema } from "~/utils/auth-schemas";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireMethod, validate } from "~/utils/json-route.server";

/**
 * POST /api/auth/reset-password {token, password, confirmPassword?}: the reset form's rules
 * (confirmPassword defaults to password). Every session and API token of the account ends.
 */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const body = await readBody(request);
  const { token, password } = validate(ResetPasswordSchema, { ...body, confirmPassword: body.confirmPassword ?? body.password });
  if (!(await resetPassword(token, password))) return apiError(400, "This reset link has expired or was already used. Please request a new link.", { errors: { token: ["This reset link has expired or was already used. Please request a new link."] } });
  return json({ message: "Your password has been reset. You can now log in with your new password." });
});

export const loader = methodNotAllowed("POST");
