import { CreditCard, Lock } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/pay";
import { buttonClass } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { formatPrice } from "~/features/catalog/price.ts";
import {
  PaymentDetailsFields,
  PaymentTotals,
  usePaymentDetails,
  type DetailErrors,
  type DetailValues,
} from "~/features/checkout/components/payment-details.tsx";
import { fieldErrorsOf, paymentDetailsSchema } from "~/features/checkout/schema.ts";
import { buyerOf, loadTestSession, submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import { HoldCountdown } from "~/features/booking/components/hold-countdown.tsx";
import { depositPayerOf } from "~/features/booking/payer.server.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { outageAnswer } from "~/platform/outage.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";

const USD = { symbol: "$" };

export const headers = passRetryAfter({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Test payment | Elite Window Tinting" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = await servicesOf(context).db();
  const session = await loadTestSession(params.sessionId, { db });
  if (!session) throw data(null, { status: 404, statusText: "Not Found" });
  // A booking's deposit: the booking already has the payer's details and the hold's end.
  const payer = session.status === "pending" ? await depositPayerOf(db, params.sessionId) : null;
  return { ...session, payer };
}

/** Two buttons and the payer's details (each field capped by the schema); the server's body limit for this page is the same. */
const MAX_FORM_BYTES = 4 * 1024;

export async function action({ params, request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const intent = String(form.get("intent") ?? "");
  let buyer: ReturnType<typeof buyerOf> | undefined;
  try {
    // Like Stripe's page, the test page asks who pays, and for goods a phone and where they go: the
    // same schema as the page's, on what the order needs. A session no longer open (or unknown) is
    // told as such by submitTestPayment, whatever was typed.
    const session =
      intent === "pay" ? await loadTestSession(params.sessionId, { db: await servicesOf(context).db() }) : undefined;
    if (session && session.status === "pending") {
      const payer = await depositPayerOf(await servicesOf(context).db(), params.sessionId);
      const values = Object.fromEntries(
        ["name", "email", "phone", "method", "line1", "line2", "city", "state", "postalCode"].map((f) => [
          f,
          String(form.get(f) ?? ""),
        ]),
      ) as DetailValues;
      // Not asked again: the booking's own details, whatever a form sends.
      if (payer) Object.assign(values, { name: payer.name, email: payer.email, phone: payer.phone });
      const parsed = paymentDetailsSchema(session.needs).safeParse(values);
      if (!parsed.success)
        return data(
          { error: "Please check the details marked below.", fieldErrors: fieldErrorsOf(parsed.error), values },
          { status: 400 },
        );
      buyer = buyerOf(parsed.data, session.needs);
    }
  } catch (error) {
    const answer = outageAnswer(error, (message) => ({ error: message }));
    if (answer) return answer;
    throw error;
  }
  let result: Awaited<ReturnType<typeof submitTestPayment>>;
  try {
    result = await submitTestPayment(params.sessionId, intent, {
      ...buyer,
      openDb: servicesOf(context).db,
    });
  } catch (error) {
    // The disk or the database failed, not the payment: the page says so, 503 with Retry-After.
    const answer = outageAnswer(error, (message) => ({ error: message }));
    if (answer) return answer;
    throw error;
  }
  if ("redirect" in result) return redirect(result.redirect);
  return data({ error: result.error }, { status: result.status });
}

/** After any answer, even a refusal, show the session as it is stored now (a refused "pay" means it closed). */
export function shouldRevalidate() {
  return true;
}

export default function TestPayment({ loaderData, actionData }: Route.ComponentProps) {
  const session = loaderData;
  const busy = useNavigation().state !== "idle";
  const open = session.status === "pending";
  // A refused payment answers its field messages and what was typed (kept on the page without JavaScript too).
  const sent =
    actionData && "fieldErrors" in actionData
      ? (actionData as unknown as { fieldErrors: DetailErrors; values: DetailValues })
      : undefined;
  const details = usePaymentDetails(session.needs, sent?.fieldErrors, sent?.values);
  const option = session.shippingOptions.find((o) => o.method === details.method);
  const payer = session.payer;
  return (
    <section className="bg-[linear-gradient(to_bottom,var(--color-ink-900)_16rem,var(--color-slate-100)_16rem)] pt-20">
      <Container className="max-w-xl py-14">
        <div className="overflow-hidden rounded-3xl bg-white shadow-xl">
          <div className="flex items-center justify-between bg-ink-900 px-6 py-4 text-white">
            <span className="flex items-center gap-2 font-semibold">
              <Lock aria-hidden="true" className="size-4 text-gold-400" /> Test payment page
            </span>
            <span className="text-sm text-slate-300">Order {session.orderNumber}</span>
          </div>
          <div className="p-6">
            <h1 className="text-2xl font-semibold">Review and pay</h1>
            <p className="mt-1 text-sm text-slate-600">
              This built-in page stands in for the payment provider. No card is charged.
            </p>
            <ul className="mt-6 divide-y divide-slate-200" aria-label="Order lines">
              {session.lines.map((line) => (
                <li key={`${line.title}-${line.variantTitle}`} className="flex justify-between gap-4 py-3 text-sm">
                  <span>
                    <span className="font-medium text-ink-900">{line.title}</span> ({line.variantTitle}) ×{" "}
                    {line.quantity}
                  </span>
                  <span className="font-medium">{formatPrice(line.unitPriceCents * line.quantity, USD)}</span>
                </li>
              ))}
            </ul>
            <PaymentTotals
              subtotalCents={session.subtotalCents}
              option={open ? option : undefined}
              totalCents={session.totalCents}
            />
            {open && payer ? (
              <HoldCountdown
                endsAt={payer.holdEndsAt}
                endsAtLabel={payer.holdEndsAtLabel}
                backHref={session.cancelUrl ?? "/book"}
              />
            ) : null}
            {actionData?.error && (
              <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800">
                {actionData.error}
              </p>
            )}
            {open ? (
              <Form
                method="post"
                noValidate
                onChange={details.onChange}
                onSubmit={details.onSubmit}
                className="mt-6 grid gap-3 sm:grid-cols-2"
              >
                {payer ? (
                  <section
                    aria-labelledby="payer-heading"
                    className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm sm:col-span-2"
                    data-testid="payer"
                  >
                    <h2 id="payer-heading" className="font-semibold text-ink-900">
                      Paying as
                    </h2>
                    <p className="mt-1 text-ink-900">{payer.name}</p>
                    <p className="text-slate-700">
                      {payer.email} · {payer.phoneDisplay}
                    </p>
                    <p className="mt-1 text-xs text-slate-600">From your booking: the receipt goes to this email.</p>
                  </section>
                ) : (
                  <PaymentDetailsFields
                    needs={session.needs}
                    options={session.shippingOptions}
                    method={details.method}
                    errors={details.errors}
                    values={sent?.values}
                  />
                )}
                <button type="submit" name="intent" value="pay" disabled={busy} className={buttonClass("primary")}>
                  <CreditCard aria-hidden="true" className="size-4" /> Pay now (test)
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="cancel"
                  disabled={busy}
                  className={buttonClass("ghost", "border border-slate-300")}
                >
                  Cancel
                </button>
              </Form>
            ) : (
              <p className="mt-6 rounded-xl bg-sand-100 p-4 text-sm text-slate-700">
                This payment session is {session.status === "paid" ? "already paid" : "closed"}.{" "}
                <a href="/shop" className="font-semibold text-sea-900 underline">
                  Back to the shop
                </a>
              </p>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
