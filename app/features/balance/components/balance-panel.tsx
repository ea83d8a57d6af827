import { DoneNotice } from "~/components/ui/done-notice.tsx";
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { actButtonClass } from "~/features/admin/components/act-button.ts";
import { dollars, formatDay } from "~/features/booking/booking-format.ts";
import { cn } from "~/lib/cn.ts";
import type { BalanceView } from "../balance-acts.server.ts";
import { balanceRows } from "../invoice-messages.ts";
import { paidInPersonSchema, sendInvoiceSchema, type InvoiceActAnswer, type InvoiceIntent } from "../schema.ts";

// A booking's balance on its lead page (issue 25, point 5): the sums (price,
// welcome offer, deposit, owed), the invoice and how it was paid, and the
// owner's two forms: send the invoice, record a payment in person. They post
// to the lead page, whose action runs them (balance-acts.server.ts), and work
// with JavaScript off.

const leadPath = (bookingId: string) => `/admin/leads/booking/${encodeURIComponent(bookingId)}`;

type Sums = { priceCents: number; offerCents: number; depositCents: number; owedCents: number };

/** The arithmetic, row by row, then what is owed. */
export function BalanceSums({
  sums,
  offerPercent,
  description,
  label,
  settled = false,
}: {
  sums: Sums;
  offerPercent: number | null;
  description?: string;
  label: string;
  /** Paid, refunded or void: the last row is the invoice's total, no longer owed. */
  settled?: boolean;
}) {
  return (
    <table className="w-full text-base" aria-label={label}>
      <tbody>
        {balanceRows({ ...sums, offerPercent, description }).map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-800">
              {row.label}
            </th>
            <td className="py-1 text-right tabular-nums">{row.amount}</td>
          </tr>
        ))}
        <tr className="border-t border-slate-300">
          <th scope="row" className="py-1 pr-3 text-left font-semibold text-ink-950">
            {settled ? "Total" : "Owed"}
          </th>
          <td className="py-1 text-right font-semibold tabular-nums">{dollars(Math.max(0, sums.owedCents))}</td>
        </tr>
      </tbody>
    </table>
  );
}

function useInvoiceForm<S extends z.ZodObject>(
  intent: InvoiceIntent,
  schema: S,
  bookingId: string,
  lastResult?: SubmissionResult<string[]>,
) {
  return useForm<z.input<S>, z.output<S>>({
    id: `${intent}-${bookingId}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

function SendInvoiceForm({
  view,
  lastResult,
  busy,
}: {
  view: BalanceView;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form, fields] = useInvoiceForm("invoice-send", sendInvoiceSchema, view.bookingId, lastResult);
  const needsAmount = view.proposed === null;
  const credits = [
    view.offerPercent ? `the ${view.offerPercent}% welcome offer` : null,
    view.depositCredited ? `the ${dollars(view.depositCredited)} deposit paid` : null,
  ].filter(Boolean);
  return (
    <Form method="post" action={leadPath(view.bookingId)} {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="intent" value="invoice-send" />
      {needsAmount ? (
        <FormField
          id={fields.amount.id}
          label="Job price ($)"
          error={fields.amount.errors?.[0]}
          hint={
            credits.length
              ? `Before ${credits.join(" and ")}, which come off it.`
              : "Nothing comes off it: no deposit was kept."
          }
        >
          {(control) => (
            <input
              {...getInputProps(fields.amount, { type: "text" })}
              {...control}
              inputMode="decimal"
              className={fieldControlClass}
            />
          )}
        </FormField>
      ) : (
        <BalanceSums sums={view.proposed!} offerPercent={view.offerPercent} label="What the invoice will say" />
      )}
      <FormField id={fields.description.id} label="Line description (optional)" error={fields.description.errors?.[0]}>
        {(control) => (
          <input {...getInputProps(fields.description, { type: "text" })} {...control} className={fieldControlClass} />
        )}
      </FormField>
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={cn(actButtonClass, "w-full")} disabled={busy}>
        Send the invoice
      </button>
    </Form>
  );
}

function PaidInPersonForm({
  view,
  lastResult,
  busy,
}: {
  view: BalanceView;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form, fields] = useInvoiceForm("invoice-paid-in-person", paidInPersonSchema, view.bookingId, lastResult);
  return (
    <Form
      method="post"
      action={leadPath(view.bookingId)}
      {...getFormProps(form)}
      className="grid gap-3 border-t border-slate-200 pt-3"
    >
      <input type="hidden" name="intent" value="invoice-paid-in-person" />
      <p className="font-semibold text-ink-950">Paid in person</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={fields.amount.id} label="Amount received ($)" error={fields.amount.errors?.[0]}>
          {(control) => (
            <input
              {...getInputProps(fields.amount, { type: "text" })}
              {...control}
              defaultValue={(view.invoice!.owedCents / 100).toFixed(2)}
              inputMode="decimal"
              className={fieldControlClass}
            />
          )}
        </FormField>
        <FormField id={fields.method.id} label="How" error={fields.method.errors?.[0]}>
          {(control) => (
            <select {...getSelectProps(fields.method)} {...control} defaultValue="card" className={fieldControlClass}>
              <option value="card">Card</option>
              <option value="cash">Cash</option>
            </select>
          )}
        </FormField>
      </div>
      <FormField id={fields.note.id} label="Note (optional)" error={fields.note.errors?.[0]}>
        {(control) => (
          <input {...getInputProps(fields.note, { type: "text" })} {...control} className={fieldControlClass} />
        )}
      </FormField>
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={cn(actButtonClass, "w-full")} disabled={busy}>
        Record the payment
      </button>
    </Form>
  );
}

/**
 * Voiding an unpaid invoice, behind a confirmation step: the button that voids
 * is inside a disclosure the owner opens first (works with JavaScript off).
 */
function VoidInvoiceForm({ view, busy }: { view: BalanceView; busy: boolean }) {
  const invoice = view.invoice!;
  return (
    <details className="border-t border-slate-200 pt-3">
      <summary className="cursor-pointer py-2 font-semibold text-red-800">Void this invoice…</summary>
      <Form method="post" action={leadPath(view.bookingId)} className="mt-2 grid gap-3">
        <input type="hidden" name="intent" value="invoice-void" />
        <p className="text-base text-slate-800">
          Void invoice {invoice.number} for {dollars(invoice.owedCents)}? The customer will owe nothing on it, its Pay
          button goes and no reminder follows. You can send a new invoice afterwards.
        </p>
        <button
          type="submit"
          className={cn(actButtonClass, "w-full border-red-800 text-red-900 hover:bg-red-50")}
          disabled={busy}
        >
          Yes, void invoice {invoice.number}
        </button>
      </Form>
    </details>
  );
}

/** The form-level message of a refused act (a void refused has no form left to show it beside). */
function refusalOf(answer: InvoiceActAnswer | undefined, intent: InvoiceIntent): string | undefined {
  if (answer?.intent !== intent || answer.ok) return undefined;
  return answer.result.error?.[""]?.[0];
}

function paidLine(paid: NonNullable<NonNullable<BalanceView["invoice"]>["paid"]>) {
  const how = paid.method === "online" ? "online" : `in person by ${paid.method}`;
  return `${dollars(paid.cents)} paid ${how} on ${formatDay(new Date(paid.at))}${paid.note ? `: ${paid.note}` : ""}`;
}

export function BalancePanel({
  view,
  isOwner,
  answer,
}: {
  view: BalanceView;
  isOwner: boolean;
  answer?: InvoiceActAnswer;
}) {
  const busy = useNavigation().state === "submitting";
  const result = (intent: InvoiceIntent) => (answer?.intent === intent ? answer.result : undefined);
  const { invoice } = view;
  return (
    <section aria-labelledby="balance-heading" className="mt-3 grid gap-3 border-t border-slate-200 pt-3" id="balance">
      <h3 id="balance-heading" className="text-lg font-semibold text-ink-950">
        Balance
      </h3>
      <DoneNotice message={answer?.ok} />
      {refusalOf(answer, "invoice-void") ? (
        <p role="alert" className="rounded-lg bg-red-100 p-3 font-semibold text-red-900">
          {refusalOf(answer, "invoice-void")}
        </p>
      ) : null}
      {invoice ? (
        <>
          <p className="text-base text-slate-800">
            Invoice {invoice.number}, sent {formatDay(new Date(invoice.sentAt))}:{" "}
            <strong className={invoice.status === "sent" ? "text-red-800" : "text-emerald-900"}>
              {invoice.statusLabel}
            </strong>
          </p>
          <BalanceSums
            sums={invoice}
            offerPercent={view.offerPercent}
            description={invoice.description}
            label="The invoice"
            settled={invoice.status !== "sent"}
          />
          {invoice.paid ? <p className="text-base font-semibold text-emerald-900">{paidLine(invoice.paid)}</p> : null}
          {invoice.status === "sent" ? (
            <p className="text-base font-semibold text-red-800">{dollars(invoice.owedCents)} owed</p>
          ) : (
            <p className="text-base text-slate-800">Nothing owed.</p>
          )}
          {isOwner && invoice.status === "sent" ? (
            <>
              <PaidInPersonForm view={view} lastResult={result("invoice-paid-in-person")} busy={busy} />
              <VoidInvoiceForm view={view} busy={busy} />
            </>
          ) : null}
        </>
      ) : view.bookingStatus !== "completed" ? (
        <>
          {view.proposed ? (
            <BalanceSums sums={view.proposed} offerPercent={view.offerPercent} label="The balance" />
          ) : (
            <p className="text-base text-slate-800">Priced at the visit.</p>
          )}
          <p className="text-sm text-slate-700">Mark the job completed to send its invoice.</p>
        </>
      ) : isOwner ? (
        <SendInvoiceForm view={view} lastResult={result("invoice-send")} busy={busy} />
      ) : view.proposed ? (
        <BalanceSums sums={view.proposed} offerPercent={view.offerPercent} label="The balance" />
      ) : null}
    </section>
  );
}
