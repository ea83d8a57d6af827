import { ShoppingBag } from "lucide-react";
import type { Route } from "./+types/shop";
import { PageHero } from "~/components/page-hero.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { quoteHref } from "~/config/navigation.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Shop: Tint Packages, Gift Cards and Aftercare",
    description:
      "Buy ceramic tint packages, paint protection film, gift cards and aftercare kits from Elite Window Tinting in Navarre, FL, with secure hosted checkout.",
    path: "/shop",
  });

export default function Shop() {
  return (
    <>
      <PageHero eyebrow="Shop" title="Tint packages, gift cards and aftercare">
        <p>Book a ceramic tint package, send a gift card, or keep your film looking new.</p>
      </PageHero>
      <Container className="py-20">
        <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-slate-300 p-10 text-center">
          <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-gold-700" />
          <h2 className="mt-4 text-2xl font-semibold">No products are listed right now</h2>
          <p className="mt-3 text-slate-600">
            Our online catalogue is being stocked. In the meantime we can price any package by phone at{" "}
            {business.phone.display}, or through a quick quote.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href={quoteHref} variant="dark">
              Get a Quote
            </ButtonLink>
            <ButtonLink href={business.phone.href} variant="ghost">
              Call {business.phone.display}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </>
  );
}
