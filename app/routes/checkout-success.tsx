import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/checkout-success";
import { PageHero } from "~/components/page-hero.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { formatPrice } from "~/features/catalog/price.ts";
import { loadReceipt } from "~/features/checkout/receipt.server.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Thank you for your order",
    description: "Your payment was received. We'll be in touch to schedule your appointment.",
    path: "/success",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  return { receipt: await loadReceipt(new URL(request.url).searchParams.get("session_id")) };
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  return (
    <>
      <PageHero eyebrow="Order confirmed" title="Thank you for your order!">
        <p>{receipt ? `Order ${receipt.orderNumber} is paid.` : "Your payment went through."} A confirmation is on its way to your email.</p>
      </PageHero>
      {receipt && (
        <Container className="max-w-2xl pt-14">
          <div className="rounded-3xl border border-slate-200 p-6" data-testid="receipt">
            <h2 className="text-xl font-semibold">Order {receipt.orderNumber}</h2>
            <ul className="mt-4 divide-y divide-slate-200">
              {receipt.lines.map((line) => (
                <li key={`${line.title}-${line.variantTitle}`} className="flex justify-between gap-4 py-3 text-sm">
                  <span>
                    {line.title} ({line.variantTitle}) × {line.quantity}
                  </span>
                  <span className="font-medium">{formatPrice(line.unitPriceCents * line.quantity, { symbol: "$" })}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex justify-between border-t border-slate-300 pt-3 font-semibold">
              <span>Total paid</span>
              <span>{formatPrice(receipt.totalCents, { symbol: "$" })}</span>
            </p>
          </div>
        </Container>
      )}
      <Container className="max-w-2xl py-16 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
        <h2 className="mt-4 text-2xl font-semibold">What happens next</h2>
        <p className="mt-3 text-slate-600">
          We'll call or text within one business day to book your mobile appointment. Questions? Call{" "}
          <a href={business.phone.href} className="font-semibold text-sea-900 underline">
            {business.phone.display}
          </a>
          , {business.hours.label}.
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
