import { expect, test } from "@playwright/test";
import { logIn, newEmail } from "./helpers";

test.describe("toasts", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "toasts after a form post need JavaScript; without it the same message shows inline");

  test("one toast at a time, F8 focuses it, it leaves after 5 s", async ({ page }) => {
    await logIn(page, newEmail("toast"), "wrong-password");
    const toast = page.getByRole("status").filter({ hasText: "Login error" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Failed to log in. Please check your credentials and try again.");
    await page.keyboard.press("F8");
    await expect(page.getByRole("list", { name: "Notifications (F8)" })).toBeFocused();

    // A second failure replaces the first: never two at once.
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Login error" })).toHaveCount(1);
    await expect(toast).toBeHidden({ timeout: 7_000 });
  });

  test("a swipe to the right dismisses it", async ({ page }) => {
    await logIn(page, newEmail("swipe"), "wrong-password");
    const toast = page.getByRole("status").filter({ hasText: "Login error" });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeHidden({ timeout: 2_000 });
  });
});
