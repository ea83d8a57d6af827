import { ShieldCheck } from "lucide-react";
import type { Route } from "./+types/checkout-cancel";
import { PageHero } from "~/components/page-hero.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Checkout cancelled",
    description: "Your checkout was cancelled and you were not charged. Your cart is still here when you're ready.",
    path: "/checkout-cancel",
    noindex: true,
  });

export default function CheckoutCancel() {
  return (
    <>
      <PageHero eyebrow="Checkout cancelled" title="No worries, you weren't charged">
        <p>Your checkout was cancelled before payment. Nothing was billed.</p>
      </PageHero>
      <Container className="max-w-2xl py-16 text-center">
        <ShieldCheck aria-hidden="true" className="mx-auto size-14 text-sea-900" />
        <h2 className="mt-4 text-2xl font-semibold">Pick up where you left off</h2>
        <p className="mt-3 text-slate-600">
          Return to the shop whenever you're ready, or call {business.phone.display} and we'll help you choose the right
          film.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/shop" variant="dark">
            Back to the shop
          </ButtonLink>
          <ButtonLink href={business.phone.href} variant="ghost">
            Call us
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
