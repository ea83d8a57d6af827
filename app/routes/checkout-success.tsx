import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/checkout-success";
import { PageHero } from "~/components/page-hero.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { formatPrice } from "~/features/catalog/price.ts";
import { loadReceipt } from "~/features/checkout/receipt.server.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { useSiteHours } from "~/features/site-settings/site-hours.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";

export const headers = passRetryAfter({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Thank you for your order",
    description: "Your order with us: what you bought, and what happens next.",
    path: "/success",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = await servicesOf(context).db();
  return { receipt: await loadReceipt(new URL(request.url).searchParams.get("session_id"), db) };
}

type Receipt = NonNullable<Route.ComponentProps["loaderData"]["receipt"]>;

/** The words for each state the order can be in: the page never says "paid" of an order that is not. */
function heroOf(receipt: Receipt | null): { eyebrow: string; title: string; text: string } {
  const thanks = { eyebrow: "Order confirmed", title: "Thank you for your order!" };
  if (!receipt) return { ...thanks, text: "Your payment went through. A confirmation is on its way to your email." };
  const confirmation = receipt.emailed
    ? "A receipt is on its way to your email."
    : "No email address was given, so this page is your receipt: print it or keep its address.";
  const order = `Order ${receipt.orderNumber}`;
  switch (receipt.state) {
    case "paid":
      return { ...thanks, text: `${order} is paid. ${confirmation}` };
    case "paid-late":
      return {
        ...thanks,
        text: `${order} is paid. Your payment arrived after your checkout had timed out; the items were still in stock, so your order stands. ${confirmation}`,
      };
    case "refund":
      return {
        eyebrow: "Payment refunded",
        title: "Your payment is being refunded",
        text: `Your payment for ${order.toLowerCase()} arrived after your checkout had timed out, and the items sold out in the meantime. The full amount ${receipt.refunded ? "has been" : "will be"} refunded to you; nothing else is owed.`,
      };
    case "refunded":
      return {
        eyebrow: "Payment refunded",
        title: "This order was refunded",
        text: `${order} was refunded in full; nothing else is owed.`,
      };
    case "processing":
      return {
        eyebrow: "Payment pending",
        title: "We're confirming your payment",
        text: `${order} is waiting for the payment provider's confirmation. Reload this page in a minute to see it.`,
      };
    case "not-paid":
      return {
        eyebrow: "Not paid",
        title: "This checkout was not paid",
        text: `${order} was not paid and nothing was charged. Its items were released; please check out again.`,
      };
  }
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  const hours = useSiteHours();
  const hero = heroOf(receipt);
  const paid = !receipt || receipt.state === "paid" || receipt.state === "paid-late";
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.text}</p>
      </PageHero>
      {receipt && paid && (
        <Container className="max-w-2xl pt-14">
          <div className="rounded-3xl border border-slate-200 p-6" data-testid="receipt">
            <h2 className="text-xl font-semibold">Order {receipt.orderNumber}</h2>
            <ul className="mt-4 divide-y divide-slate-200">
              {receipt.lines.map((line) => (
                <li key={`${line.title}-${line.variantTitle}`} className="flex justify-between gap-4 py-3 text-sm">
                  <span>
                    {line.title} ({line.variantTitle}) × {line.quantity}
                  </span>
                  <span className="font-medium">
                    {formatPrice(line.unitPriceCents * line.quantity, { symbol: "$" })}
                  </span>
                </li>
              ))}
            </ul>
            {receipt.shipping && (
              <p className="flex justify-between gap-4 border-t border-slate-200 py-3 text-sm">
                <span>{receipt.shipping.label}</span>
                <span className="font-medium" data-testid="receipt-shipping">
                  {receipt.shipping.cents ? formatPrice(receipt.shipping.cents, { symbol: "$" }) : "Free"}
                </span>
              </p>
            )}
            <p className="mt-3 flex justify-between border-t border-slate-300 pt-3 font-semibold">
              <span>Total paid</span>
              <span>{formatPrice(receipt.totalCents, { symbol: "$" })}</span>
            </p>
            {receipt.shipTo && (
              <div className="mt-4 text-sm">
                <h3 className="font-semibold">Shipping to</h3>
                <address className="not-italic" data-testid="ship-to">
                  {receipt.shipTo.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            )}
          </div>
        </Container>
      )}
      <Container className="max-w-2xl py-16 text-center">
        {paid && <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />}
        <h2 className="mt-4 text-2xl font-semibold">{paid ? "What happens next" : "Questions?"}</h2>
        {paid &&
          (receipt?.nextSteps ?? []).map((step) => (
            <p key={step} className="mt-3 text-slate-700">
              {step}
            </p>
          ))}
        <p className="mt-3 text-slate-600">
          {paid ? "Questions? " : ""}Call{" "}
          <a href={business.phone.href} className="font-semibold text-sea-900 underline">
            {business.phone.display}
          </a>
          , {hours.label}.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/shop" variant="dark">
            Back to the shop
          </ButtonLink>
          <ButtonLink href="/" variant="ghost">
            Home
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
