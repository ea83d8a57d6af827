import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceOf,
  decideInvoice,
  INVOICE_STATUSES,
  type InvoiceEvent,
  type InvoiceStatus,
} from "./invoice-machine.ts";

describe("balanceOf", () => {
  it("takes the paid deposit off the job's price", () => {
    expect(balanceOf({ priceCents: 40000, offerPercent: null, depositCents: 5000, depositCredited: true })).toEqual({
      priceCents: 40000,
      offerCents: 0,
      depositCents: 5000,
      owedCents: 35000,
    });
  });

  it("owes the whole price when no deposit was paid, or it was refunded", () => {
    const b = balanceOf({ priceCents: 40000, offerPercent: null, depositCents: 5000, depositCredited: false });
    expect(b.depositCents).toBe(0);
    expect(b.owedCents).toBe(40000);
  });

  it("takes the welcome offer off the price, and the deposit after it", () => {
    // 20% of $399.99 is $80.00 (half a cent to the customer), less the $50 deposit.
    const b = balanceOf({ priceCents: 39999, offerPercent: 20, depositCents: 5000, depositCredited: true });
    expect(b).toEqual({ priceCents: 39999, offerCents: 8000, depositCents: 5000, owedCents: 26999 });
  });
});

type Model = { status: InvoiceStatus; orderId: string | null };

const eventArb: fc.Arbitrary<InvoiceEvent> = fc.oneof(
  fc.record({ type: fc.constant("pay-online" as const), orderId: fc.constantFrom("o1", "o2", "o3") }),
  fc.constant({ type: "pay-in-person" as const }),
  fc.constant({ type: "void" as const }),
  fc.record({ type: fc.constant("refund" as const), orderId: fc.constantFrom("o1", "o2", "o3") }),
);

/** Applies the machine's answers as invoices.server.ts does; counts the money taken and what goes back. */
function run(start: Model, events: InvoiceEvent[]) {
  const invoice = { ...start };
  let settled = 0;
  const history: InvoiceStatus[] = [invoice.status];
  for (const event of events) {
    const t = decideInvoice(invoice, event);
    if (t.kind === "change") {
      expect(INVOICE_STATUSES).toContain(t.to);
      if (t.to === "paid" || t.to === "paid_in_person") settled += 1;
      if (t.to === "paid" && event.type === "pay-online") invoice.orderId = event.orderId;
      invoice.status = t.to;
    }
    if (t.kind === "refund-payment") expect(event.type).toBe("pay-online");
    history.push(invoice.status);
  }
  return { invoice, settled, history };
}

describe("decideInvoice", () => {
  it("takes the balance at most once, from every state money can be in", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INVOICE_STATUSES),
        fc.option(fc.constantFrom("o1", "o2"), { nil: null }),
        fc.array(eventArb, { maxLength: 12 }),
        (status, orderId, events) => {
          const start = { status, orderId: status === "paid" ? (orderId ?? "o1") : orderId };
          const { settled, history, invoice } = run(start, events);
          // Only an unpaid invoice takes money, once; every other payment is answered "refund".
          expect(settled).toBeLessThanOrEqual(status === "sent" ? 1 : 0);
          // Void and refunded are final; a paid invoice leaves paid only by its own order's refund.
          for (let i = 1; i < history.length; i++) {
            const [from, to] = [history[i - 1]!, history[i]!];
            if (from === "void" || from === "refunded" || from === "paid_in_person") expect(to).toBe(from);
            if (from === "paid" && to !== "paid") expect(to).toBe("refunded");
            if (to !== from) expect(from === "sent" || from === "paid").toBe(true);
          }
          if (invoice.status === "paid") expect(invoice.orderId).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it("answers a second delivery of the same payment as a duplicate, another order's payment as a refund", () => {
    const paid = { status: "paid" as const, orderId: "o1" };
    expect(decideInvoice(paid, { type: "pay-online", orderId: "o1" })).toEqual({ kind: "none", outcome: "duplicate" });
    expect(decideInvoice(paid, { type: "pay-online", orderId: "o2" }).kind).toBe("refund-payment");
    expect(decideInvoice({ status: "paid_in_person", orderId: null }, { type: "pay-online", orderId: "o1" }).kind).toBe(
      "refund-payment",
    );
  });

  it("refunds only the order that paid it", () => {
    const paid = { status: "paid" as const, orderId: "o1" };
    expect(decideInvoice(paid, { type: "refund", orderId: "o2" })).toEqual({ kind: "none", outcome: "refused" });
    expect(decideInvoice(paid, { type: "refund", orderId: "o1" })).toEqual({ kind: "change", to: "refunded" });
  });
});
