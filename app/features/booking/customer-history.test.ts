import { describe, expect, it } from "vitest";
import { customerHistory } from "./customer-history.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 15, minute));

describe("the customer's history of their appointment", () => {
  it("tells each change in the customer's words, oldest first, without the business's people or hidden steps", () => {
    const lines = customerHistory([
      { kind: "on_my_way", detail: "about 25 minutes, texted", at: at(40) },
      { kind: "held", detail: "Friday, December 4 at 9:00 AM", at: at(0) },
      { kind: "paid", detail: "", at: at(1) },
      { kind: "moved", detail: "from Friday, December 4 at 9:00 AM to Saturday, December 5 at 8:00 AM", at: at(10) },
      { kind: "customer_confirmed", detail: "by text", at: at(20) },
      { kind: "completed", detail: "", at: at(50) },
      { kind: "balance_paid", detail: "$399.00 in person (cash)", at: at(55) },
      { kind: "abandoned", detail: "", at: at(56) },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      "Booked: deposit paid",
      "Moved from Friday, December 4 at 9:00 AM to Saturday, December 5 at 8:00 AM",
      "You confirmed by text",
      "On our way: about 25 minutes",
      "Job done",
      "Balance paid: $399.00 in person by cash",
    ]);
    expect(lines[0]!.at).toEqual(at(1));
  });

  it("a cancellation says what became of the deposit", () => {
    expect(
      customerHistory([
        { kind: "cancelled", detail: "deposit to be refunded", at: at(1) },
        { kind: "refunded", detail: "", at: at(2) },
      ]).map((l) => l.text),
    ).toEqual(["Cancelled", "Deposit refunded to your card"]);
    expect(customerHistory([{ kind: "cancelled", detail: "deposit kept", at: at(1) }])[0]!.text).toBe(
      "Cancelled: the deposit is kept",
    );
  });
});
