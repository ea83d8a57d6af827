import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { holdFormSchema } from "~/features/booking/schema.ts";
import { contactChoiceOf, NO_CHANNEL, NO_CONSENT } from "./contact-choice.ts";

const form = (extra: Record<string, string>) => {
  const data = new FormData();
  const base = {
    slot: "2026-06-02T14:00:00.000Z",
    name: "Dana Diaz",
    phone: "850 555 0199",
    email: "dana@example.test",
    address: "1 Main St, Navarre, FL 32566",
  };
  for (const [k, v] of Object.entries({ ...base, contactShown: "1", ...extra })) data.set(k, v);
  return parseWithZod(data, { schema: holdFormSchema });
};
const now = new Date("2026-06-01T15:00:00Z");

describe("how the customer wants to hear from us", () => {
  it("takes email only, texts with consent, or both", () => {
    const email = form({ contactEmail: "on" });
    expect(email.status).toBe("success");
    const both = form({ contactEmail: "on", contactText: "on", textConsent: "on" });
    expect(both.status === "success" && contactChoiceOf(both.value, now)).toEqual({
      byEmail: true,
      byText: true,
      textConsentAt: now,
    });
  });

  it("refuses texts without the consent box, on that box", () => {
    const result = form({ contactText: "on" });
    expect(result.status).toBe("error");
    expect(result.status === "success" ? null : result.error).toMatchObject({ textConsent: [NO_CONSENT] });
  });

  it("refuses neither email nor texts", () => {
    const result = form({ textConsent: "on" });
    expect(result.status === "success" ? null : result.error).toMatchObject({ contactEmail: [NO_CHANNEL] });
  });

  it("never stores texts without their consent", () => {
    expect(contactChoiceOf({ contactEmail: "on", textConsent: "on" }, now)).toEqual({
      byEmail: true,
      byText: false,
      textConsentAt: null,
    });
  });

  it("a post without the boxes (a page from before them, a script) is read as email, never refused", () => {
    const result = form({ contactShown: "" });
    expect(result.status === "success" && contactChoiceOf(result.value, now)).toEqual({
      byEmail: true,
      byText: false,
      textConsentAt: null,
    });
  });
});
