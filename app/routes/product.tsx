import { CheckCircle2, Clock, Phone, XCircle } from "lucide-react";
import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/product";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { isBookedOnline } from "~/config/booking.ts";
import { variantOffers, type BookingOffer } from "~/features/booking/offer.ts";
import { loadBookingVariants } from "~/features/booking/offer.server.ts";
import { cardBooking } from "~/features/booking/offer-card.ts";
import { formatDollars } from "~/lib/money.ts";
import { loadProductPage } from "~/features/catalog/catalog-pages.server.ts";
import { ProductCard } from "~/features/catalog/components/product-card.tsx";
import { isProductSoldOut } from "~/features/catalog/card.ts";
import { ProductGallery } from "~/features/catalog/components/product-gallery.tsx";
import { formatPrice, isSoldOut, LOW_STOCK } from "~/features/catalog/price.ts";
import { ribbonFor } from "~/features/catalog/ribbon.ts";
import { ID_PATTERN } from "~/features/catalog/schema.ts";
import { optionChoices, selectedVariant, variantFor } from "~/features/catalog/variant-selection.ts";
import { AddToCart } from "~/features/cart/components/add-to-cart.tsx";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { cn } from "~/lib/cn.ts";
import { servicesOf } from "~/platform/services.server.ts";
import { keptCatalogPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptCatalogPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(siteUrlOf(matches), {
        title: loaderData.product.title,
        description:
          (loaderData.product.subtitle ? `${loaderData.product.subtitle}. ` : "") +
          loaderData.product.description.slice(0, 140),
        path: `/product/${loaderData.product.id}`,
      })
    : [];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = servicesOf(context);
  const page = ID_PATTERN.test(params.id) ? await loadProductPage(params.id, db) : undefined;
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  // A service booked at /book: each variant's price is /book's estimate for the choice its link fills in,
  // and it is booked there, never put in the cart (docs/decisions/028).
  const booked = isBookedOnline(page.product.id) || page.related.some((p) => isBookedOnline(p.id));
  const bookingVariants = booked ? await loadBookingVariants(db) : [];
  const offers: Record<string, BookingOffer> = isBookedOnline(page.product.id)
    ? Object.fromEntries(variantOffers(bookingVariants, page.product.id))
    : {};
  return {
    ...page,
    related: page.related.map((p) => ({ ...p, book: cardBooking(bookingVariants, p.id) })),
    bookedOnline: isBookedOnline(page.product.id),
    offers,
  };
}

function StockState({ manage, quantity }: { manage: boolean; quantity: number }) {
  if (!manage)
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-800">
        <CheckCircle2 aria-hidden="true" className="size-4" /> Available
      </p>
    );
  if (quantity <= 0)
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-red-700">
        <XCircle aria-hidden="true" className="size-4" /> Sold out
      </p>
    );
  if (quantity <= LOW_STOCK)
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-800">
        <Clock aria-hidden="true" className="size-4" /> Only {quantity} left
      </p>
    );
  return (
    <p className="flex items-center gap-2 text-sm text-emerald-800">
      <CheckCircle2 aria-hidden="true" className="size-4" /> In stock
    </p>
  );
}

/** A service booked at /book: where to book it, what /book will say of its shades, and how scheduling works. */
function BookOnline({ offer }: { offer: BookingOffer | undefined }) {
  if (!offer)
    return (
      <div className="rounded-2xl bg-sand-100 p-5">
        <p className="font-semibold">Booked online or by phone</p>
        <p className="mt-1 text-sm text-slate-600">
          This choice can't be booked online right now. Call us at {business.phone.display} and we'll set it up.
        </p>
      </div>
    );
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="book-online">
      {!offer.legal && offer.lawNote && (
        <p className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {offer.lawNote} You confirm it on the booking page.
        </p>
      )}
      <p className="text-sm text-slate-700">{offer.summary}</p>
      <ButtonLink href={offer.href} variant="dark" className="mt-4">
        {offer.kind === "visit" ? "Book a visit online" : "Book this online"}
      </ButtonLink>
      <p className="mt-3 text-sm text-slate-600">
        {offer.kind === "visit"
          ? `Choose a time for the visit and pay the ${formatDollars(offer.depositCents)} fee, credited against the job.`
          : `Choose a time on the booking page and pay a ${formatDollars(offer.depositCents)} deposit; the rest is paid on the day. Not sold through the cart.`}
      </p>
    </div>
  );
}

export default function ProductPage({ loaderData, matches }: Route.ComponentProps) {
  const { product, related } = loaderData;
  const [searchParams] = useSearchParams();
  const variant = selectedVariant(product, searchParams.get("variant"));
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Shop", path: "/shop" },
    { name: product.title, path: `/product/${product.id}` },
  ];
  const soldOut = variant ? isSoldOut(variant) : true;
  const offer = variant ? loaderData.offers[variant.id] : undefined;
  const ribbon = ribbonFor(product.ribbon_text, isProductSoldOut(product));
  return (
    <>
      <PageHero eyebrow="Shop" title={product.title} crumbs={crumbs}>
        {product.subtitle && <p>{product.subtitle}</p>}
      </PageHero>
      <Container className="grid gap-12 py-14 lg:grid-cols-2">
        <ProductGallery
          images={product.images.length ? product.images.map((i) => i.url) : product.image ? [product.image] : []}
          title={product.title}
        />
        <div>
          {ribbon && (
            <span
              className={cn(
                "inline-block rounded-full px-3 py-1 text-xs font-semibold",
                ribbon.soldOut ? "bg-ink-900 text-white" : "bg-gold-400 text-ink-950",
              )}
            >
              {ribbon.text}
            </span>
          )}
          {offer ? (
            <p className="mt-4 flex items-baseline gap-3" data-testid="variant-price">
              <span
                className={cn("font-display text-3xl font-semibold", offer.wasCents ? "text-red-700" : "text-ink-900")}
              >
                {formatDollars(offer.priceCents)}
              </span>
              {offer.wasCents !== null && (
                <s className="text-lg text-slate-500">
                  <span className="sr-only">was </span>
                  {formatDollars(offer.wasCents)}
                </s>
              )}
            </p>
          ) : (
            variant &&
            !loaderData.bookedOnline && (
              <p className="mt-4 flex items-baseline gap-3" data-testid="variant-price">
                {variant.sale_price_in_cents !== null ? (
                  <>
                    <span className="font-display text-3xl font-semibold text-red-700">
                      {formatPrice(variant.sale_price_in_cents, variant.currency_info)}
                    </span>
                    <s className="text-lg text-slate-500">
                      <span className="sr-only">was </span>
                      {formatPrice(variant.price_in_cents, variant.currency_info)}
                    </s>
                  </>
                ) : (
                  <span className="font-display text-3xl font-semibold text-ink-900">
                    {formatPrice(variant.price_in_cents, variant.currency_info)}
                  </span>
                )}
              </p>
            )
          )}
          <p className="mt-5 leading-relaxed text-slate-700">{product.description}</p>

          {optionChoices(product).map((option) => (
            <fieldset key={option.id} className="mt-7">
              <legend className="text-sm font-semibold text-ink-900">
                {option.title}:{" "}
                <span className="font-normal text-slate-600">
                  {variant?.options.find((o) => o.option_id === option.id)?.value}
                </span>
              </legend>
              <div className="mt-3 flex flex-wrap gap-2">
                {option.values.map((value) => {
                  const target = variantFor(product, variant, option.id, value);
                  const active = variant?.options.some((o) => o.option_id === option.id && o.value === value);
                  return (
                    <Link
                      key={value}
                      to={`?variant=${target?.id ?? ""}`}
                      replace
                      preventScrollReset
                      aria-current={active ? "true" : undefined}
                      aria-label={`${option.title} ${value}`}
                      className={cn(
                        "rounded-full border px-4 py-2 text-sm font-medium transition-colors",
                        active
                          ? "border-ink-900 bg-ink-900 text-white"
                          : "border-slate-300 text-ink-900 hover:border-ink-900",
                        target && isSoldOut(target) && !active && "text-slate-400 line-through",
                      )}
                    >
                      {value}
                    </Link>
                  );
                })}
              </div>
            </fieldset>
          ))}

          <div className="mt-7 space-y-4">
            {loaderData.bookedOnline ? (
              <BookOnline offer={offer} />
            ) : (
              variant && <StockState manage={variant.manage_inventory} quantity={variant.inventory_quantity} />
            )}
            {loaderData.bookedOnline ? null : product.purchasable && variant ? (
              <AddToCart product={product} variant={variant} disabled={soldOut} />
            ) : (
              <div className="rounded-2xl bg-sand-100 p-5">
                <p className="font-semibold">Booked by phone</p>
                <p className="mt-1 text-sm text-slate-600">This one isn't sold online. Call us and we'll set it up.</p>
                <ButtonLink href={business.phone.href} variant="dark" className="mt-3">
                  <Phone aria-hidden="true" className="size-4" /> {business.phone.display}
                </ButtonLink>
              </div>
            )}
          </div>

          {product.additional_info.length > 0 && (
            <div className="mt-10 divide-y divide-slate-200 border-y border-slate-200">
              {product.additional_info.map((info) => (
                <details key={info.id} className="py-4">
                  <summary className="cursor-pointer font-semibold text-ink-900">{info.title}</summary>
                  <p className="mt-2 text-slate-600">{info.description}</p>
                </details>
              ))}
            </div>
          )}
        </div>
      </Container>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-sand-100 py-16">
          <Container>
            <h2 id="related-title" className="text-2xl font-semibold">
              {product.related_products[0]?.section_title ?? "Related products"}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
      <JsonLd data={breadcrumbJsonLd(siteUrlOf(matches), crumbs)} />
    </>
  );
}
