import { CreditCard } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { dollars, formatDay } from "~/features/booking/booking-format.ts";
import type { CustomerBalance } from "../customer-balance.server.ts";

// The balance on the customer's booking page: the invoice's sums and a Pay
// button (the same checkout as the deposit), or how it was paid and the receipt.

export function CustomerBalanceSection({
  balance,
  payAction,
  refused,
}: {
  balance: CustomerBalance;
  payAction: string;
  /** The last "Pay" was refused (nothing owed now, or the payment page failed). */
  refused?: string | null;
}) {
  const busy = useNavigation().state !== "idle";
  const owed = balance.status === "sent";
  return (
    <section
      id="balance"
      aria-labelledby="balance-title"
      className="scroll-mt-28 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="balance-title" className="text-2xl font-semibold text-ink-900">
        {owed ? "Your balance" : "Your invoice"}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Invoice {balance.number}: {balance.statusLabel.toLowerCase()}
      </p>
      <table className="mt-4 w-full text-base" aria-label={`Invoice ${balance.number}`}>
        <tbody>
          {balance.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-800">
                {row.label}
              </th>
              <td className="py-1 text-right tabular-nums">{row.amount}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300">
            <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink-900">
              {owed ? "Owed" : "Total"}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums" data-testid="balance-owed">
              {dollars(balance.owedCents)}
            </td>
          </tr>
        </tbody>
      </table>
      {refused ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          {refused}
        </p>
      ) : null}
      {owed ? (
        <Form method="post" action={payAction} className="mt-4">
          <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")} disabled={busy}>
            <CreditCard aria-hidden="true" className="size-4" /> Pay {dollars(balance.owedCents)}
          </button>
        </Form>
      ) : balance.paid ? (
        <p className="mt-4 font-semibold text-emerald-900" role="status">
          Paid {dollars(balance.paid.cents)}
          {balance.paid.method === "online" ? " online" : ` in person (${balance.paid.method})`} on{" "}
          {formatDay(new Date(balance.paid.at))}. Thank you!{" "}
          {balance.receiptUrl ? (
            <a href={balance.receiptUrl} className="text-sea-900 underline">
              See the receipt
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
