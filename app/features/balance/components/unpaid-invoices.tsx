import { Link } from "react-router";
import { dollars, formatDay } from "~/features/booking/booking-format.ts";

// What is owed, on the console's bookings page (issue 25, point 5): every
// unpaid invoice, oldest first, with its customer, how many reminders went,
// and the total.

export type UnpaidInvoice = {
  id: string;
  number: string;
  bookingId: string;
  owedCents: number;
  sentAt: string;
  remindersSent: number;
  customerName: string;
  summary: string;
};

export function UnpaidInvoices({ rows, totalCents }: { rows: UnpaidInvoice[]; totalCents: number }) {
  return (
    <section aria-labelledby="unpaid-heading" className="mx-auto mb-5 grid max-w-2xl gap-2">
      <h2 id="unpaid-heading" className="text-xl font-bold text-ink-950">
        Unpaid invoices
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-800" data-testid="owed-total">
          Nothing owed: no invoice is waiting to be paid.
        </p>
      ) : (
        <>
          <p className="text-base font-semibold text-red-800" data-testid="owed-total">
            {dollars(totalCents)} owed on {rows.length} invoice{rows.length === 1 ? "" : "s"}
          </p>
          <ul className="grid gap-2">
            {rows.map((row) => (
              <li key={row.id} className="rounded-xl border border-slate-300 bg-white p-3">
                <Link
                  to={`/admin/leads/booking/${encodeURIComponent(row.bookingId)}#balance`}
                  className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold text-ink-950 underline-offset-2 hover:underline"
                >
                  <span>{row.customerName}</span>
                  <span className="tabular-nums">{dollars(row.owedCents)}</span>
                </Link>
                <p className="text-sm text-slate-800">
                  Invoice {row.number}, sent {formatDay(new Date(row.sentAt))}
                  {row.remindersSent ? `, ${row.remindersSent} reminder${row.remindersSent === 1 ? "" : "s"} sent` : ""}
                </p>
                <p className="text-sm text-slate-700">{row.summary}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
