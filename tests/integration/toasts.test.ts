import { describe, expect, it } from "vitest";
import { readToast, redirectWithToastMessage } from "~/utils/toast.server";

const request = (cookie?: string) => new Request("http://localhost:3999/dashboard", { headers: cookie ? { Cookie: cookie } : {} });

describe("toast cookie", () => {
  it("carries a message to the next page once, signed with the session secret", async () => {
    const response = await redirectWithToastMessage("/dashboard", { type: "success", message: "Tier updated" });
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const read = await readToast(request(cookie));
    expect(read.toast?.message).toBe("Tier updated");
    // Reading it deletes the cookie.
    expect(read.headers?.get("Set-Cookie")).toMatch(/^toast-session=; .*Expires=Thu, 01 Jan 1970/);
  });

  it("ignores a toast someone forged or altered", async () => {
    const payload = Buffer.from(JSON.stringify({ flash: { toast: { message: "Your account is locked: call +1 555 0100", type: "error" } } })).toString("base64");
    // remix-toast's own format, which it never verifies.
    expect((await readToast(request(`toast-session=${encodeURIComponent(`${payload}.`)}`))).toast).toBeNull();
    const genuine = (await redirectWithToastMessage("/", { type: "info", message: "Hello" })).headers.get("Set-Cookie")!.split(";")[0]!;
    const signature = decodeURIComponent(genuine.split("=").slice(1).join("=")).split(".").pop();
    expect((await readToast(request(`toast-session=${encodeURIComponent(`${payload}.${signature}`)}`))).toast).toBeNull();
  });

  it("sets no cookie on pages when there is no toast", async () => {
    expect(await readToast(request())).toEqual({ toast: null });
    expect(await readToast(request("__session=abc"))).toEqual({ toast: null });
  });
});
