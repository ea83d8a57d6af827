import { CheckCircle2, Clock, Phone, XCircle } from "lucide-react";
import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/product";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { bookingProducts } from "~/config/booking.ts";
import { bookHref } from "~/lib/book-href.ts";
import { loadProductPage } from "~/features/catalog/catalog-pages.server.ts";
import { ProductCard } from "~/features/catalog/components/product-card.tsx";
import { isProductSoldOut } from "~/features/catalog/card.ts";
import { ProductGallery } from "~/features/catalog/components/product-gallery.tsx";
import { formatPrice, isSoldOut } from "~/features/catalog/price.ts";
import { ribbonFor } from "~/features/catalog/ribbon.ts";
import { ID_PATTERN } from "~/features/catalog/schema.ts";
import { optionChoices, selectedVariant, variantFor } from "~/features/catalog/variant-selection.ts";
import { AddToCart } from "~/features/cart/components/add-to-cart.tsx";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { cn } from "~/lib/cn.ts";
import { servicesOf } from "~/platform/services.server.ts";

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
  const page = ID_PATTERN.test(params.id) ? await loadProductPage(params.id, servicesOf(context).db) : undefined;
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  // The services booked online link to /book with the product preselected (a plain link).
  const bookable =
    (Object.values(bookingProducts.vehicleTint) as string[]).includes(page.product.id) ||
    (Object.values(bookingProducts.ppf) as string[]).includes(page.product.id) ||
    bookingProducts.lookVisit === page.product.id;
  return { ...page, bookHref: bookable ? bookHref({ product: page.product.id }) : null };
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
  if (quantity <= 5)
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
          {variant && (
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
            {loaderData.bookHref ? (
              <ButtonLink href={loaderData.bookHref} variant="dark">
                Book a time online
              </ButtonLink>
            ) : null}
            {variant && <StockState manage={variant.manage_inventory} quantity={variant.inventory_quantity} />}
            {product.purchasable && variant ? (
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
