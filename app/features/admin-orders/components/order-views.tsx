import { DoneNotice } from "~/components/ui/done-notice.tsx";
import { displayPhone } from "~/features/admin-leads/format.ts";
import { AlertTriangle, Search } from "lucide-react";
import { VisitorText } from "~/components/visitor-text.tsx";
import { getCollectionProps, getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import type { ShippingAddress } from "~/db/schema-orders.ts";
import { cn } from "~/lib/cn.ts";
import { formatDollars } from "~/lib/money.ts";
import {
  fulfilOrderSchema,
  ORDER_VIEWS,
  refundOrderSchema,
  resendReceiptSchema,
  shipOrderSchema,
  VIEW_LABELS,
  type OrderActAnswer,
  type OrderIntent,
  type OrderView,
} from "../schema.ts";
import { Pager } from "~/features/admin/components/pager.tsx";

// No chevron icons here: the gallery is the only public page using them, and a
// module the console shared with it would become a file of its own there.
//
// The owner's order pages: the list (filters, search, pages) and one order
// with what may be done to it. Strong contrast and large targets: read on a
// phone, outdoors.

const money = formatDollars;
const when = (date: string | Date) =>
  new Date(date).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Chicago" });

const badgeColours: Record<OrderView, string> = {
  "awaiting-payment": "border-amber-800 bg-amber-50 text-amber-950",
  paid: "border-sea-900 bg-sky-50 text-sea-900",
  fulfilled: "border-emerald-800 bg-emerald-50 text-emerald-950",
  cancelled: "border-slate-600 bg-slate-100 text-slate-900",
  refunded: "border-purple-800 bg-purple-50 text-purple-950",
};

export function StatusBadge({ view }: { view: OrderView }) {
  return (
    <span className={cn("inline-flex rounded-full border-2 px-2.5 py-0.5 text-xs font-bold", badgeColours[view])}>
      {VIEW_LABELS[view]}
    </span>
  );
}

function FlagBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-800 px-2.5 py-0.5 text-xs font-bold text-white">
      <AlertTriangle aria-hidden="true" className="size-3.5" /> Needs you
    </span>
  );
}

const inputClass =
  "min-h-11 w-full rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-ink-950 focus-visible:border-ink-900";
const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-ink-900 px-5 py-2 text-sm font-semibold text-white hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60";

export type ListRow = {
  id: string;
  number: string;
  createdAt: string | Date;
  view: OrderView;
  totalCents: number;
  customerName: string | null;
  customerEmail: string | null;
  ownerFlag: string | null;
};

export function OrderList({
  rows,
  total,
  page,
  pages,
  query,
}: {
  rows: ListRow[];
  total: number;
  page: number;
  pages: number;
  query: { status?: string; flagged: boolean; q?: string };
}) {
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (query.status) params.set("status", query.status);
    if (query.flagged) params.set("flagged", "1");
    if (query.q) params.set("q", query.q);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return `/admin/orders${search ? `?${search}` : ""}`;
  };
  return (
    <div className="grid gap-4">
      <Form method="get" className="grid gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4" role="search">
        <div className="grid gap-1">
          <label htmlFor="order-search" className="text-sm font-semibold text-ink-950">
            Customer email, name or order number
          </label>
          <input id="order-search" name="q" type="search" defaultValue={query.q ?? ""} className={inputClass} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1">
            <label htmlFor="order-status" className="text-sm font-semibold text-ink-950">
              Status
            </label>
            <select id="order-status" name="status" defaultValue={query.status ?? ""} className={inputClass}>
              <option value="">Any</option>
              {ORDER_VIEWS.map((view) => (
                <option key={view} value={view}>
                  {VIEW_LABELS[view]}
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold text-ink-950">
            <input
              type="checkbox"
              name="flagged"
              value="1"
              defaultChecked={query.flagged}
              className="size-6 accent-ink-900"
            />
            Needs the owner
          </label>
        </div>
        <button type="submit" className={buttonClass}>
          <Search aria-hidden="true" className="size-4" /> Show orders
        </button>
      </Form>
      <p className="text-sm font-semibold text-ink-950" aria-live="polite">
        {total} {total === 1 ? "order" : "orders"}
        {pages > 1 && `, page ${page} of ${pages}`}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border-2 border-slate-300 bg-white p-4 text-base text-ink-950">No orders match.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Orders">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/admin/orders/${row.id}`}
                className={cn(
                  "grid min-h-11 gap-1 rounded-2xl border-2 bg-white p-3 text-ink-950 hover:border-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2",
                  row.ownerFlag ? "border-red-800" : "border-slate-300",
                )}
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-bold">Order {row.number}</span>
                  <span className="text-base font-bold">{money(row.totalCents)}</span>
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <StatusBadge view={row.view} />
                  {row.ownerFlag && <FlagBadge />}
                </span>
                <span className="truncate text-sm">
                  {row.customerName || row.customerEmail ? (
                    <VisitorText text={row.customerName ?? row.customerEmail} />
                  ) : (
                    "No customer details"
                  )}
                  {row.customerName && row.customerEmail && (
                    <>
                      {" · "}
                      <VisitorText text={row.customerEmail} />
                    </>
                  )}
                </span>
                <span className="text-sm text-slate-700">{when(row.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pages} hrefOf={pageHref} />
    </div>
  );
}

export type DetailData = {
  number: string;
  view: OrderView;
  reservation: string;
  order: {
    id: string;
    status: string;
    provider: string;
    totalCents: number;
    createdAt: string | Date;
    paidAt: string | Date | null;
    fulfilledAt: string | Date | null;
    refundedAt: string | Date | null;
    customerName: string | null;
    customerEmail: string | null;
    customerPhone: string | null;
    ownerFlag: string | null;
    paymentReference: string | null;
    shippingMethod: string | null;
    shippingCents: number;
    shippingAddress: ShippingAddress | null;
    carrier: string | null;
    trackingNumber: string | null;
  };
  giftCard: { code: string; cents: number } | null;
  /** The booking a deposit is for. */
  booking: { id: string; status: string } | null;
  lines: { id: number; title: string; variantTitle: string; quantity: number; unitPriceCents: number }[];
  events: { id: string; type: string; receivedAt: string | Date }[];
  receipts: { id: number; createdAt: string | Date; status: string }[];
  can: { fulfil: boolean; ship: boolean; refund: boolean; restock: boolean; resendReceipt: boolean };
};

const section = "grid gap-3 rounded-2xl border-2 border-slate-300 bg-white p-4 text-ink-950";

// The acts' forms, one per act on the site's one form pattern: Conform with
// the act's schema (../schema.ts), the one the page's action parses; the
// action's answer comes back as `lastResult`, and they work with JavaScript off.

type ActProps = { lastResult?: SubmissionResult<string[]>; busy: boolean };

function useActForm<S extends z.ZodObject>(id: string, schema: S, { lastResult }: ActProps) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** An act with nothing to fill in: fulfil a pickup or a service, resend the receipt. */
function ActButton({ intent, label, ...props }: ActProps & { intent: "fulfil" | "resend-receipt"; label: string }) {
  const [form] = useActForm(`order-${intent}`, intent === "fulfil" ? fulfilOrderSchema : resendReceiptSchema, props);
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value={intent} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={cn(buttonClass, "w-full")} disabled={props.busy}>
        {label}
      </button>
    </Form>
  );
}

/** Shipped goods are fulfilled with how they left: the carrier and tracking number, sent to the customer. */
function ShipForm(props: ActProps) {
  const [form, fields] = useActForm("order-ship", shipOrderSchema, props);
  const field = (name: "carrier" | "trackingNumber", label: string, hint: string) => {
    const meta = fields[name];
    return (
      <FormField id={meta.id} label={label} error={meta.errors?.[0]}>
        {() => (
          <input
            {...getInputProps(meta, { type: "text" })}
            placeholder={hint}
            autoComplete="off"
            className={fieldControlClass}
          />
        )}
      </FormField>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3" aria-label="Ship">
      <input type="hidden" name="intent" value="ship" />
      {field("carrier", "Carrier", "USPS, UPS, FedEx")}
      {field("trackingNumber", "Tracking number", "As the carrier's label shows it")}
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={cn(buttonClass, "w-full")} disabled={props.busy}>
        Mark fulfilled
      </button>
    </Form>
  );
}

function RefundForm({ restockable, ...props }: ActProps & { restockable: boolean }) {
  const [form, fields] = useActForm("order-refund", refundOrderSchema, props);
  const error = fields.restock.errors?.[0];
  const labels: Record<string, string> = { yes: "Yes, they are back on the shelf", no: "No, keep stock as it is" };
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3" aria-label="Refund">
      <input type="hidden" name="intent" value="refund" />
      {restockable ? (
        <fieldset className="grid gap-2" aria-describedby={error ? fields.restock.errorId : undefined}>
          <legend className="text-sm font-semibold">Put the items back into stock?</legend>
          {getCollectionProps(fields.restock, { type: "radio", options: ["yes", "no"] }).map(({ key, ...radio }) => (
            <label
              key={key}
              htmlFor={radio.id}
              className="flex min-h-11 items-center gap-3 rounded-lg border-2 border-slate-500 px-3 text-base has-checked:border-ink-900 has-checked:bg-slate-100"
            >
              <input {...radio} className="size-5 shrink-0 accent-ink-900" />
              {labels[radio.value]}
            </label>
          ))}
          {error && (
            <p id={fields.restock.errorId} className="text-sm font-semibold text-red-800">
              {error}
            </p>
          )}
        </fieldset>
      ) : (
        <input type="hidden" name="restock" value="no" />
      )}
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={cn(buttonClass, "bg-red-800 hover:bg-red-900")} disabled={props.busy}>
        Refund in full
      </button>
    </Form>
  );
}

export function OrderDetail({
  data,
  canRefund,
  answer,
}: {
  data: DetailData;
  canRefund: boolean;
  /** The action's answer to one of the acts (its form shows its errors; what was done is said above them). */
  answer?: OrderActAnswer;
}) {
  const { order } = data;
  const busy = useNavigation().state !== "idle";
  const act = (intent: OrderIntent): ActProps => ({
    busy,
    lastResult: answer?.intent === intent ? answer.result : undefined,
  });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge view={data.view} />
        <span className="text-sm text-slate-700">Placed {when(order.createdAt)}</span>
      </div>
      {order.ownerFlag && (
        <div role="alert" className="flex gap-3 rounded-2xl border-2 border-red-800 bg-red-50 p-4 text-red-950">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div>
            <p className="text-base font-bold">Needs the owner</p>
            <p className="text-base">{order.ownerFlag}</p>
          </div>
        </div>
      )}
      <section className={section} aria-labelledby="customer-heading">
        <h2 id="customer-heading" className="text-lg font-bold">
          Customer
        </h2>
        {order.customerName || order.customerEmail || order.customerPhone ? (
          <p className="text-base">
            {order.customerName && (
              <span className="block font-semibold">
                <VisitorText text={order.customerName} />
              </span>
            )}
            {order.customerEmail && (
              <a href={`mailto:${order.customerEmail}`} className="block break-all text-sea-900 underline">
                <VisitorText text={order.customerEmail} />
              </a>
            )}
            {order.customerPhone && (
              <a
                href={`tel:${order.customerPhone}`}
                className="inline-flex min-h-11 items-center text-sea-900 underline"
              >
                {displayPhone(order.customerPhone)}
              </a>
            )}
          </p>
        ) : (
          <p className="text-base">No details: the payment did not carry any.</p>
        )}
      </section>
      {order.shippingMethod && (
        <section className={section} aria-labelledby="delivery-heading">
          <h2 id="delivery-heading" className="text-lg font-bold">
            {order.shippingMethod === "pickup" ? "Local pickup" : "Ship to"}
          </h2>
          {order.shippingMethod === "pickup" ? (
            <p className="text-base">The customer collects the items, or they are handed over at the appointment.</p>
          ) : order.shippingAddress ? (
            <address className="text-base not-italic" data-testid="ship-to">
              {[
                order.shippingAddress.name,
                order.shippingAddress.line1,
                order.shippingAddress.line2,
                `${order.shippingAddress.city}, ${order.shippingAddress.state} ${order.shippingAddress.postalCode}`,
              ]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="block">
                    <VisitorText text={line!} />
                  </span>
                ))}
            </address>
          ) : (
            <p className="text-base">No address came with the payment: call the customer.</p>
          )}
          {order.trackingNumber && (
            <p className="text-base">
              Shipped with <VisitorText text={order.carrier ?? ""} />, tracking number{" "}
              <span className="font-semibold">
                <VisitorText text={order.trackingNumber} />
              </span>
              .
            </p>
          )}
        </section>
      )}
      <section className={section} aria-labelledby="lines-heading">
        <h2 id="lines-heading" className="text-lg font-bold">
          Items
        </h2>
        <ul className="divide-y divide-slate-300" aria-label="Order lines">
          {data.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2 text-base">
              <span>
                {line.title} ({line.variantTitle}) × {line.quantity}
              </span>
              <span className="font-semibold">{money(line.unitPriceCents * line.quantity)}</span>
            </li>
          ))}
        </ul>
        {order.shippingMethod && (
          <p className="flex justify-between text-base">
            <span>{order.shippingMethod === "pickup" ? "Local pickup" : "Shipping"}</span>
            <span className="font-semibold">{money(order.shippingCents)}</span>
          </p>
        )}
        {data.giftCard && (
          <p className="text-base">
            Gift card code <span className="font-semibold break-all">{data.giftCard.code}</span>, worth{" "}
            {money(data.giftCard.cents)}: take it off the customer's invoice when they give it.
          </p>
        )}
        {data.booking && (
          <Link
            to={`/admin/leads/booking/${encodeURIComponent(data.booking.id)}`}
            className="inline-flex min-h-11 items-center font-semibold text-sea-900 underline"
          >
            The booking this deposit is for
          </Link>
        )}
        <p className="flex justify-between border-t-2 border-ink-900 pt-2 text-lg font-bold">
          <span>Total</span>
          <span data-testid="order-total">{money(order.totalCents)}</span>
        </p>
      </section>
      <section className={section} aria-labelledby="payment-heading">
        <h2 id="payment-heading" className="text-lg font-bold">
          Payment and stock
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
          <dt className="font-semibold">Paid through</dt>
          <dd>{order.provider === "stripe" ? "Stripe" : "the test payment page"}</dd>
          {order.paidAt && (
            <>
              <dt className="font-semibold">Paid</dt>
              <dd>{when(order.paidAt)}</dd>
            </>
          )}
          {order.fulfilledAt && (
            <>
              <dt className="font-semibold">Fulfilled</dt>
              <dd>{when(order.fulfilledAt)}</dd>
            </>
          )}
          {order.refundedAt && (
            <>
              <dt className="font-semibold">Refunded</dt>
              <dd>{when(order.refundedAt)}</dd>
            </>
          )}
          <dt className="font-semibold">Stock</dt>
          <dd>{data.reservation}</dd>
        </dl>
        <h3 className="text-base font-bold">Payment events</h3>
        {data.events.length === 0 ? (
          <p className="text-base">None yet.</p>
        ) : (
          <ol className="grid gap-1 text-sm" aria-label="Payment events">
            {data.events.map((event) => (
              <li key={event.id}>
                <span className="font-semibold">{event.type}</span>, {when(event.receivedAt)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className={section} aria-labelledby="acts-heading">
        <h2 id="acts-heading" className="text-lg font-bold">
          Actions
        </h2>
        <div aria-live="polite">
          <DoneNotice
            message={answer?.ok}
            className="rounded-lg border-2 border-emerald-700 bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900"
          />
        </div>
        {busy && <p className="text-base font-semibold">Working…</p>}
        {data.can.ship ? (
          <ShipForm {...act("ship")} />
        ) : (
          data.can.fulfil && <ActButton {...act("fulfil")} intent="fulfil" label="Mark fulfilled" />
        )}
        {data.can.resendReceipt && (
          <ActButton {...act("resend-receipt")} intent="resend-receipt" label="Resend the receipt" />
        )}
        {data.receipts.length > 0 && (
          <p className="text-sm">
            Receipts to the customer: {data.receipts.map((r) => `${when(r.createdAt)} (${r.status})`).join("; ")}
          </p>
        )}
        {data.can.refund &&
          (canRefund ? (
            <RefundForm {...act("refund")} restockable={data.can.restock} />
          ) : (
            <p className="text-sm">Only the owner can refund an order.</p>
          ))}
        {!data.can.fulfil && !data.can.resendReceipt && !data.can.refund && (
          <p className="text-base">Nothing to do: this order is {data.view.replace("-", " ")}.</p>
        )}
      </section>
    </div>
  );
}
