// The store API's shapes, exactly as SPEC.md 3 names them.

export type CurrencyInfo = { code: string | null; symbol: string | null; template: string | null };

export type OptionValue = { id: string; option_id: string; variant_id: string; value: string };

export type ProductOption = { id: string; title: string; values: OptionValue[] };

export type Variant = {
  id: string;
  title: string;
  image_url: string | null;
  sku: string | null;
  price_in_cents: number;
  sale_price_in_cents: number | null;
  currency: string;
  currency_info: CurrencyInfo;
  price_formatted: string;
  sale_price_formatted: string | null;
  manage_inventory: boolean;
  weight: number | null;
  options: OptionValue[];
  inventory_quantity: number;
};

export type Product = {
  id: string;
  title: string;
  subtitle: string | null;
  ribbon_text: string | null;
  description: string;
  image: string | null;
  price_in_cents: number;
  currency: string;
  purchasable: boolean;
  order: number;
  site_product_selection: string | null;
  images: { url: string; order: number; type: string }[];
  options: ProductOption[];
  variants: Variant[];
  collections: { product_id: string; collection_id: string; order: number }[];
  additional_info: { id: string; order: number; title: string; description: string }[];
  type: { value: string };
  custom_fields: { id: string; title: string; is_required: boolean }[];
  related_products: { id: string; section_title: string; related_type: string; related_id: string; position: number }[];
  updated_at: string;
};

/** The single-product read adds these. */
export type ProductDetail = Product & {
  status: string;
  created_at: string;
  deleted_at: string | null;
  metadata: Record<string, unknown>;
};

export type ProductList = { count: number; offset: number; limit: number; products: Product[] };

export type VariantStock = { id: string; inventory_quantity: number };

/** A catalogue variant as booking prices it (for-booking.server.ts reads them; booking's estimate prices from them). */
export type BookingVariant = {
  id: string;
  productId: string;
  /** The product's title. */
  productTitle: string;
  variantTitle: string;
  /** The variant's option values, by option title ("Shade" -> "15%"). */
  options: Record<string, string>;
  /** The price charged: the sale price when there is one. */
  priceCents: number;
  /** The price before any sale. */
  listPriceCents: number;
  /** Shown in the shop (not hidden by the owner). */
  visible: boolean;
};
