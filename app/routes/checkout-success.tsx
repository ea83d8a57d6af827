import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/checkout-success";
import { PageHero } from "~/components/page-hero.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Thank you for your order",
    description: "Your payment was received. We'll be in touch to schedule your appointment.",
    path: "/success",
    noindex: true,
  });

export default function CheckoutSuccess() {
  return (
    <>
      <PageHero eyebrow="Order confirmed" title="Thank you for your order!">
        <p>Your payment went through. A confirmation is on its way to your email.</p>
      </PageHero>
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
