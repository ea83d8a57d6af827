import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { invoiceActSchema, parseDollars } from "./schema.ts";

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

describe("the balance's forms", () => {
  it("reads dollars as whole cents, and nothing else", () => {
    expect(parseDollars("$1,234.5")).toBe(123450);
    expect(parseDollars("450")).toBe(45000);
    expect(parseDollars("4.505")).toBeUndefined();
    expect(parseDollars("-3")).toBeUndefined();
  });

  it("sends an invoice with no amount and no description (a priced job), as Conform parses it", () => {
    const r = parseWithZod(form({ intent: "invoice-send", description: "" }), { schema: invoiceActSchema });
    expect(r.status).toBe("success");
    expect(r.status === "success" && r.value).toEqual({ intent: "invoice-send", description: "" });
  });

  it("answers a bad amount beside its field", () => {
    const r = parseWithZod(form({ intent: "invoice-paid-in-person", amount: "ten", method: "cash", note: "" }), {
      schema: invoiceActSchema,
    });
    expect(r.status).toBe("error");
    expect(r.status === "error" && r.error?.amount).toEqual(["Enter the amount received in dollars, like 350.00."]);
    const ok = parseWithZod(form({ intent: "invoice-paid-in-person", amount: "350", method: "card", note: "" }), {
      schema: invoiceActSchema,
    });
    expect(ok.status === "success" && ok.value).toEqual({
      intent: "invoice-paid-in-person",
      amount: 35000,
      method: "card",
      note: "",
    });
  });
});
