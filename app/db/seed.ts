import { count, sql } from "drizzle-orm";
import { business } from "../config/business.ts";
import { floridaTintLaw, tintLawPercent as limits } from "../config/tint-law.ts";
import { START_UP_LOCK, type Db } from "./client.server.ts";
import * as t from "./schema.ts";

// The demo catalogue: realistic for the business (FACTS.md price ranges) and
// exercising every price and stock rule of SPEC.md 4, 5 and 9.

const USD = { currency: "usd", currencyCode: "USD", currencySymbol: "$" } as const;
const SHADES = business.films.shades.map((shade) => `${shade}%`);

type VariantSeed = Partial<typeof t.variants.$inferInsert> & {
  id: string;
  title: string;
  priceInCents: number;
  values: string[];
};
type ProductSeed = typeof t.products.$inferInsert & {
  images: string[];
  options: string[];
  variants: VariantSeed[];
  collections: string[];
  info: { title: string; description: string }[];
  customFields?: { title: string; isRequired: boolean }[];
  related?: { sectionTitle: string; ids: string[] };
};

const shadeVariants = (prefix: string, sku: string, price: number, extra: Partial<VariantSeed> = {}): VariantSeed[] =>
  SHADES.map((shade) => ({
    id: `${prefix}-${shade.replace("%", "")}`,
    title: shade,
    sku: `${sku}-${shade.replace("%", "")}`,
    priceInCents: price,
    manageInventory: false,
    values: [shade],
    ...USD,
    ...extra,
  }));

const lawNote = {
  title: "Florida-legal installs",
  description: `Front side windows are never darker than ${limits.frontSide} on a road vehicle. The shade you pick applies to the back side and rear glass within Florida's limits (${limits.sedanBack} for sedans, ${limits.multipurposeBack} for SUVs and vans); 5% needs a medical exemption certificate.`,
};
// The services are booked at /book, never through the cart (docs/decisions/028): one set of scheduling words.
const mobileNote = {
  title: "How booking works",
  description: `Book online: choose your shades, see the price and pick a time; a deposit holds it and the rest is paid on the day. We come to your home or work, any day ${business.hours.range}.`,
};
const vehicleField = { title: "Vehicle year, make and model", isRequired: true };

export const demoCatalog: ProductSeed[] = [
  {
    id: "ceramic-tint-sedan",
    title: "Ceramic Window Tint: Sedan & Coupe",
    subtitle: "All side and rear windows, nano-ceramic film",
    ribbonText: "Most popular",
    description:
      "Our headline package for cars: premium nano-ceramic film on every side window and the rear glass, installed in your driveway in about two to three hours. Rejects infrared heat and UV without a mirror look or signal interference.",
    thumbnail: "/images/gallery/g01.svg",
    type: "service",
    sortOrder: 1,
    siteProductSelection: "lowest_price_first",
    images: ["/images/gallery/g01.svg", "/images/services/automotive.svg", "/images/gallery/g04.svg"],
    options: ["Shade"],
    // The 35% variant is on sale: the lowest effective price, so it is the one displayed.
    variants: shadeVariants("sedan", "CT-SED", 44900).map((v) =>
      v.title === "35%" ? { ...v, salePriceInCents: 39900 } : v,
    ),
    collections: ["tint-packages"],
    info: [
      {
        title: "What's included",
        description:
          "Two front side windows, two rear side windows and the rear windshield, with a manufacturer-backed lifetime film warranty.",
      },
      lawNote,
      mobileNote,
    ],
    customFields: [vehicleField],
    related: { sectionTitle: "Keep it looking new", ids: ["aftercare-kit", "gift-card"] },
  },
  {
    id: "ceramic-tint-suv",
    title: "Ceramic Window Tint: SUV & Minivan",
    subtitle: "Sides and rear, with an optional windshield visor strip",
    ribbonText: null,
    description: `Nano-ceramic film for SUVs, minivans and other multipurpose vehicles: more glass, more heat to stop. Add a visor strip across the top of the windshield, above the ${floridaTintLaw.windshieldLine} line, the only place Florida allows film on a windshield.`,
    thumbnail: "/images/gallery/g02.svg",
    type: "service",
    sortOrder: 2,
    // Shows the first variant's price, not the lowest.
    siteProductSelection: "first_variant",
    images: ["/images/gallery/g02.svg", "/images/gallery/g05.svg"],
    options: ["Coverage", "Shade"],
    variants: [
      ...shadeVariants("suv-sides", "CT-SUV", 54900).map((v) => ({
        ...v,
        title: `Sides & rear / ${v.title}`,
        values: ["Sides & rear", v.values[0]!],
      })),
      ...shadeVariants("suv-full", "CT-SUVW", 59900).map((v) => ({
        ...v,
        title: `Sides, rear & visor strip / ${v.title}`,
        values: ["Sides, rear & visor strip", v.values[0]!],
      })),
    ],
    collections: ["tint-packages"],
    info: [
      {
        title: "What's included",
        description: `Every side window and the rear glass; with the visor option, a strip along the top of the windshield that stays above the ${floridaTintLaw.windshieldLine} line.`,
      },
      lawNote,
      mobileNote,
    ],
    customFields: [vehicleField],
    related: { sectionTitle: "Often added", ids: ["aftercare-kit", "ppf-partial-front"] },
  },
  {
    id: "ceramic-tint-truck",
    title: "Ceramic Window Tint: Pickup Truck",
    subtitle: "Cab windows and back glass",
    ribbonText: null,
    description: `Ceramic film for two- and four-door pickups. We treat pickups like passenger cars under Florida law (${limits.sedanBack} on the back side and rear glass) unless your truck is confirmed otherwise.`,
    thumbnail: "/images/gallery/g03.svg",
    type: "service",
    sortOrder: 3,
    images: ["/images/gallery/g03.svg"],
    options: ["Shade"],
    variants: shadeVariants("truck", "CT-TRK", 39900),
    collections: ["tint-packages"],
    info: [lawNote, mobileNote],
    customFields: [vehicleField],
  },
  {
    id: "ppf-partial-front",
    title: "Paint Protection Film: Partial Front",
    subtitle: "Leading hood and fenders, bumper and mirrors",
    ribbonText: "New",
    description:
      "Clear urethane film over the paint that takes the most chips: the leading edge of the hood and fenders, the front bumper and the mirrors. Nearly invisible, with a self-healing top coat.",
    thumbnail: "/images/products/ppf-roll.svg",
    type: "service",
    sortOrder: 4,
    images: ["/images/products/ppf-roll.svg", "/images/gallery/g11.svg", "/images/gallery/g12.svg"],
    options: ["Finish"],
    variants: [
      {
        id: "ppf-gloss",
        title: "Gloss",
        sku: "PPF-PF-G",
        priceInCents: 129500,
        manageInventory: false,
        values: ["Gloss"],
        ...USD,
      },
      {
        id: "ppf-satin",
        title: "Satin",
        sku: "PPF-PF-S",
        priceInCents: 144500,
        manageInventory: false,
        values: ["Satin"],
        ...USD,
      },
    ],
    collections: ["protection"],
    info: [
      {
        title: "Where we install it",
        description: "In a garage or other enclosed, clean space at your home: PPF needs shelter from wind and dust.",
      },
      mobileNote,
    ],
    customFields: [vehicleField],
    related: { sectionTitle: "Complete the protection", ids: ["ceramic-tint-sedan", "aftercare-kit"] },
  },
  {
    id: "gift-card",
    title: "Elite Tint Gift Card",
    subtitle: "For any tint or protection service",
    ribbonText: null,
    description: "A gift card for cooler drives and brighter homes, good for any service we offer. Delivered by email.",
    thumbnail: "/images/products/gift-card.svg",
    type: "gift_card",
    sortOrder: 5,
    images: ["/images/products/gift-card.svg"],
    options: ["Amount"],
    // Priced with a currency template (SPEC.md 9), which writes the amount as every other price: "$50.00".
    variants: [5000, 10000, 25000, 50000].map((cents) => ({
      id: `gift-${cents / 100}`,
      title: `$${cents / 100}`,
      sku: `GIFT-${cents / 100}`,
      priceInCents: cents,
      manageInventory: false,
      values: [`$${cents / 100}`],
      ...USD,
      currencyTemplate: "$$1",
    })),
    collections: ["gifts"],
    info: [
      {
        title: "How it works",
        description: `Its code arrives by email with your receipt, and never expires. To use it, call us at ${business.phone.display} when you book, or give it at your appointment: we take it off your invoice.`,
      },
    ],
    related: { sectionTitle: "Popular services", ids: ["ceramic-tint-sedan", "ceramic-tint-suv"] },
  },
  {
    id: "aftercare-kit",
    title: "Tint Aftercare Kit",
    subtitle: "Ammonia-free cleaner and microfiber towels",
    ribbonText: "Best seller",
    description:
      "Everything new film needs: an ammonia-free cleaner that is safe on tint and two plush microfiber towels. The Pro kit adds a second bottle and a detailing brush.",
    thumbnail: "/images/products/aftercare-kit.svg",
    type: "physical",
    sortOrder: 6,
    images: ["/images/products/aftercare-kit.svg", "/images/products/glass-cleaner.svg"],
    options: ["Kit"],
    variants: [
      {
        id: "aftercare-standard",
        title: "Standard",
        sku: "AC-STD",
        priceInCents: 2900,
        inventoryQuantity: 24,
        weight: 0.9,
        values: ["Standard"],
        ...USD,
      },
      // Low stock: only 2 left.
      {
        id: "aftercare-pro",
        title: "Pro",
        sku: "AC-PRO",
        priceInCents: 4900,
        inventoryQuantity: 2,
        weight: 1.6,
        values: ["Pro"],
        ...USD,
      },
    ],
    collections: ["aftercare"],
    info: [
      {
        title: "Shipping",
        description: `Ships from ${business.homeTown.city} in two business days, or we hand it over at your appointment.`,
      },
    ],
    related: { sectionTitle: "You may also need", ids: ["glass-cleaner", "squeegee-set"] },
  },
  {
    id: "squeegee-set",
    title: "DIY Pro Squeegee Set",
    subtitle: "Three squeegees and a snap-off film knife",
    ribbonText: "Restocking soon",
    description: "The same hand tools our installers carry, for small touch-ups and film projects around the house.",
    thumbnail: "/images/products/squeegee-set.svg",
    type: "physical",
    sortOrder: 7,
    images: ["/images/products/squeegee-set.svg"],
    options: ["Set"],
    // Sold out.
    variants: [
      {
        id: "squeegee-set-std",
        title: "Standard",
        sku: "DIY-SQ",
        priceInCents: 1900,
        inventoryQuantity: 0,
        weight: 0.4,
        values: ["Standard"],
        ...USD,
      },
    ],
    collections: ["aftercare"],
    info: [
      {
        title: "Note",
        description: "Window film on a car should be installed by a professional to stay within Florida law.",
      },
    ],
  },
  {
    id: "glass-cleaner",
    title: "Ammonia-free Glass Cleaner",
    subtitle: "16 oz, safe on tinted windows",
    ribbonText: null,
    description:
      "Streak-free and gentle on film. Made in small batches for us; we never run out, so stock is not tracked.",
    thumbnail: "/images/products/glass-cleaner.svg",
    type: "physical",
    sortOrder: 8,
    images: ["/images/products/glass-cleaner.svg"],
    options: ["Size"],
    // manage_inventory false: never refused for stock.
    variants: [
      {
        id: "glass-cleaner-16",
        title: "16 oz",
        sku: "GC-16",
        priceInCents: 1200,
        manageInventory: false,
        inventoryQuantity: 0,
        weight: 0.5,
        values: ["16 oz"],
        ...USD,
      },
    ],
    collections: ["aftercare"],
    info: [
      {
        title: "Use",
        description: "Spray on the towel, not the glass, and wait a week after installation before the first clean.",
      },
    ],
  },
  {
    id: "home-film-consultation",
    title: "Home Film Consultation & Sample Kit",
    subtitle: "A visit to meter and measure, booked online",
    ribbonText: null,
    description:
      "We bring film samples to your home, meter your glass and measure every window. Book the visit online and we give you the final price there.",
    thumbnail: "/images/products/sample-kit.svg",
    type: "service",
    purchasable: false,
    sortOrder: 9,
    images: ["/images/products/sample-kit.svg", "/images/gallery/g06.svg"],
    options: ["Visit"],
    variants: [
      {
        id: "home-consult",
        title: "In-home visit",
        sku: "RES-CONS",
        priceInCents: 4900,
        manageInventory: false,
        values: ["In-home visit"],
        ...USD,
      },
    ],
    collections: ["tint-packages"],
    info: [
      {
        title: "Credited back",
        description: "The visit fee is credited against any residential job you book with us.",
      },
    ],
  },
];

const collectionTitles: Record<string, string> = {
  "tint-packages": "Tint packages",
  protection: "Paint protection",
  gifts: "Gift cards",
  aftercare: "Aftercare and DIY",
};

/** Inserts a catalogue into an empty database (does nothing when products exist). */
export async function seedCatalog(db: Db, catalog: ProductSeed[] = demoCatalog): Promise<void> {
  const [{ n }] = (await db.select({ n: count() }).from(t.products)) as [{ n: number }];
  if (n > 0) return;
  await db.transaction(async (tx) => {
    // Several instances starting on one empty database: the first seeds, the others find it done.
    // Waited for in short tries: a statement waiting longer than a request may would be cancelled (postgres.server.ts).
    while (!(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${START_UP_LOCK}) AS locked`)).rows[0]?.locked)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [again] = (await tx.select({ n: count() }).from(t.products)) as [{ n: number }];
    if (again.n > 0) return;
    await tx
      .insert(t.collections)
      .values(Object.entries(collectionTitles).map(([id, title]) => ({ id, title })))
      .onConflictDoNothing();
    const created = new Date("2026-09-01T12:00:00Z");
    for (const [index, seed] of catalog.entries()) {
      const { images, options, variants, collections, info, customFields = [], related, ...product } = seed;
      const stamp = new Date(created.getTime() + index * 86_400_000);
      await tx.insert(t.products).values({ ...product, createdAt: stamp, updatedAt: stamp });
      if (images.length)
        await tx.insert(t.productImages).values(images.map((url, i) => ({ productId: product.id, url, sortOrder: i })));
      const optionIds = options.map((_, i) => `${product.id}-opt${i + 1}`);
      if (options.length)
        await tx
          .insert(t.productOptions)
          .values(options.map((title, i) => ({ id: optionIds[i]!, productId: product.id, title, sortOrder: i })));
      for (const [vi, { values, ...variant }] of variants.entries()) {
        await tx.insert(t.variants).values({ ...variant, productId: product.id, sortOrder: vi });
        await tx.insert(t.variantOptionValues).values(
          values.map((value, oi) => ({
            id: `${variant.id}-v${oi + 1}`,
            optionId: optionIds[oi]!,
            variantId: variant.id,
            value,
          })),
        );
      }
      await tx
        .insert(t.productCollections)
        .values(collections.map((collectionId, i) => ({ productId: product.id, collectionId, sortOrder: i })));
      if (info.length)
        await tx
          .insert(t.productAdditionalInfo)
          .values(
            info.map((x, i) => ({ id: `${product.id}-info${i + 1}`, productId: product.id, sortOrder: i, ...x })),
          );
      if (customFields.length)
        await tx
          .insert(t.productCustomFields)
          .values(customFields.map((f, i) => ({ id: `${product.id}-field${i + 1}`, productId: product.id, ...f })));
      if (related)
        await tx.insert(t.relatedProducts).values(
          related.ids.map((relatedId, i) => ({
            id: `${product.id}-rel${i + 1}`,
            productId: product.id,
            sectionTitle: related.sectionTitle,
            relatedType: "product",
            relatedId,
            position: i,
          })),
        );
    }
  });
}
