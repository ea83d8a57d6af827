import type { Locator, Page } from "@playwright/test";
import { booking } from "../../app/config/booking.ts";

/**
 * A time the slot page offers that stays bookable while a test fills the
 * form: the first time shown that is an hour past the lead (24 hours). The
 * very first time shown can fall inside the lead between the page's load and
 * the post when a half hour turns (a 409 with "Next free times"), which a
 * test waiting for the payment page would misread.
 */
export async function slotClearOfLead(scope: Page | Locator): Promise<{ value: string; radio: Locator }> {
  const radios = scope.locator('input[type="radio"][name="slot"]').filter({ visible: true });
  await radios.first().waitFor();
  const values = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const margin = (booking.minLeadHours + 1) * 3_600_000;
  const value = values.find((v) => Date.parse(v) - Date.now() > margin) ?? values[0];
  if (!value) throw new Error("the page offers no time");
  return { value, radio: scope.locator(`input[type="radio"][name="slot"][value="${value}"]`) };
}
