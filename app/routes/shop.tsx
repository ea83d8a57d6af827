import { ShoppingBag } from "lucide-react";
import type { Route } from "./+types/shop";
import { PageHero } from "~/components/page-hero.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { quoteHref } from "~/config/navigation.ts";
import { loadBookingVariants } from "~/features/booking/offer.server.ts";
import { cardBooking } from "~/features/booking/offer-card.ts";
import { loadShop } from "~/features/catalog/catalog-pages.server.ts";
import { ProductCard } from "~/features/catalog/components/product-card.tsx";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { servicesOf } from "~/platform/services.server.ts";
import { keptCatalogPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptCatalogPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Shop: Tint Packages, Gift Cards and Aftercare",
    description: `Buy ceramic tint packages, paint protection film, gift cards and aftercare kits from Elite Window Tinting in ${business.homeTown.cityRegion}, with secure hosted checkout.`,
    path: "/shop",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = servicesOf(context);
  const [{ products }, bookingVariants] = await Promise.all([loadShop(db), loadBookingVariants(db)]);
  // A service booked at /book shows /book's own price and links there (docs/decisions/028).
  return { products: products.map((p) => ({ ...p, book: cardBooking(bookingVariants, p.id) })) };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  return (
    <>
      <PageHero eyebrow="Shop" title="Tint packages, gift cards and aftercare">
        <p>
          Tint and paint protection are booked online: pick your shades, see the price and choose a time. Gift cards and
          aftercare go in the cart.
        </p>
      </PageHero>
      <Container className="py-16">
        {products.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-3xl border border-dashed border-slate-300 p-10 text-center">
            <ShoppingBag aria-hidden="true" className="mx-auto size-10 text-gold-700" />
            <h2 className="mt-4 text-2xl font-semibold">No products are listed right now</h2>
            <p className="mt-3 text-slate-600">
              We can price any package by phone at {business.phone.display}, or through a quick quote.
            </p>
            <ButtonLink href={quoteHref} variant="dark" className="mt-6">
              Get a Quote
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
