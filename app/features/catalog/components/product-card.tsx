import { SmartLink } from "~/components/smart-link.tsx";
import type { ProductCardData } from "../card.ts";

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const { price, sale, ribbon, book } = product;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-xl hover:shadow-ink-900/10"
      data-testid="product-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand-100">
        {product.image && (
          <img
            src={product.image}
            alt=""
            width={800}
            height={800}
            loading={eager ? "eager" : "lazy"}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
        {ribbon && (
          <span
            className={
              ribbon.soldOut
                ? "absolute top-4 left-4 rounded-full bg-ink-900 px-3 py-1 text-xs font-semibold text-white"
                : "absolute top-4 left-4 rounded-full bg-gold-400 px-3 py-1 text-xs font-semibold text-ink-950"
            }
          >
            {ribbon.text}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-semibold">
          <SmartLink href={`/product/${product.id}`} className="after:absolute after:inset-0">
            {product.title}
          </SmartLink>
        </h2>
        {product.subtitle && <p className="mt-1 flex-1 text-sm text-slate-600">{product.subtitle}</p>}
        {book ? (
          <p className="mt-4 flex flex-wrap items-baseline gap-x-2" data-testid="product-price">
            <span className="text-sm text-slate-600">{book.label}</span>
            <span className="text-lg font-semibold text-ink-900">{book.price}</span>
            <SmartLink
              href={book.href}
              className="relative z-10 ml-auto text-sm font-semibold text-sea-900 underline"
              aria-label={`Book ${product.title} online`}
            >
              Book online
            </SmartLink>
          </p>
        ) : (
          <p className="mt-4 flex items-baseline gap-2" data-testid="product-price">
            {sale ? (
              <>
                <span className="text-lg font-semibold text-red-700">{sale}</span>
                <s className="text-sm text-slate-500">
                  <span className="sr-only">was </span>
                  {price}
                </s>
              </>
            ) : (
              <span className="text-lg font-semibold text-ink-900">{price}</span>
            )}
            {!product.purchasable && <span className="text-xs text-slate-500">· booked by phone</span>}
          </p>
        )}
      </div>
    </article>
  );
}
