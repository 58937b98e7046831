import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures.ts";
test.use({ viewport: { width: 360, height: 780 } });
test("shots", async ({ page }) => {
  await signIn(page, { firstName: "Ada", lastName: "Eze", prefix: "shot" });
  await page.goto("/dashboard/checker/start");
  await page.getByPlaceholder(/Search symptoms/i).fill("fever");
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "CONTINUE" }).click();
  for (let n = 0; n < 30; n++) {
    const form = page.locator("form[data-kind]");
    if (!(await form.count())) break;
    await page.screenshot({ path: `/tmp/my/shots/s36-${n}.png`, fullPage: true });
    const kind = await form.getAttribute("data-kind", { timeout: 5000 }).catch(() => null);
    if (!kind) break;
    const none = page.getByLabel(/None of these/);
    if (await none.count()) await none.check();
    else if (await page.getByLabel(/^No$/).count()) await page.getByLabel(/^No$/).check();
    else await page.getByText("3", { exact: true }).click();
    await page.getByRole("button", { name: /CONTINUE|PROCEED/ }).click();
    await page.waitForTimeout(500);
  }
  await page.screenshot({ path: "/tmp/my/shots/s36-result.png", fullPage: true });
  await expect(page.locator("body")).toBeVisible();
});
