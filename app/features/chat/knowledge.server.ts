import { booking, isBookedOnline, type BookingConfig } from "~/config/booking.ts";
import { shippingConfig } from "~/config/shipping.ts";
import MiniSearch from "minisearch";
import { serviceAreas, type ServiceArea } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { navItems, quoteHref } from "~/config/navigation.ts";
import { floridaTintLaw } from "~/config/tint-law.ts";
import type { Db } from "~/db/client.server.ts";
import { listProducts } from "~/features/catalog/catalog.server.ts";
import { effectivePrice, formatPrice, isSoldOut } from "~/features/catalog/price.ts";
import { findPriceCents } from "./text.ts";
import { readPublicArticleTexts, type ArticleText } from "~/features/articles/articles.server.ts";
import { about, getAreaPage, servicePages } from "~/features/content/content.server.ts";
import { readShownFaqs, type PublicFaq } from "~/features/faq/faq.server.ts";
import { readPublishedReviews } from "~/features/reviews/reviews.server.ts";
import { contentCache } from "~/platform/content-version.server.ts";
import { effectiveSettings, type EffectiveHours, type SiteSettings } from "~/features/site-settings/effective.ts";
import type { Holiday } from "~/features/site-settings/holidays.ts";
import { awayOwnerSentence, landmarksOf, nicknamesOf, onBaseSentence } from "./area-page-facts.ts";
import { markdownToText, processTerm, sentencesOf, snippetOf, tokenize } from "./search-text.ts";
export { markdownToText, processTerm, sentencesOf, snippetOf, tokenize };

// What the assistant knows, built from the same sources as the site (config,
// content files, the owner's FAQ and reviews in the database, the live
// catalogue), never from a copy. What the owner edits in the console is read
// through the content cache, so a save is used from the next message on, on
// every instance.

export type AreaFact = ServiceArea & {
  neighborhoods: readonly string[];
  /** The town's nickname on its page ("the Hub City"). */
  nicknames: readonly string[];
  /** The page's sentence on visiting someone who lives or works on a base, if it has one. */
  onBase: string | null;
  /** The page's sentence on owners who live away (a manager on site), if it has one. */
  awayOwner: string | null;
  /** Roads, parks and landmarks its page names ("John Sims Parkway"); read as its places only where no other page names them. */
  landmarks: readonly string[];
};

export type ServiceFact = {
  title: string;
  shortTitle: string;
  slug: string;
  path: string;
  summary: string;
  tagline: string;
  /** The page's own typical price ("About $5-12 per sq ft installed"): copy, never a quote. */
  priceFrom: string;
};

export type VariantFact = {
  title: string;
  /** The option values, in option order ("Sides & rear", "35%"). */
  values: string[];
  cents: number;
  price: string;
  /** The regular price when the variant is on sale. */
  regular: string | null;
  /** How many are left, as the product page counts them; null when stock is not tracked (never runs out). */
  left: number | null;
};

export type ProductFact = {
  id: string;
  title: string;
  subtitle: string | null;
  path: string;
  type: string;
  purchasable: boolean;
  /** A service booked at /book, not bought through the cart (docs/decisions/028). */
  bookedOnline: boolean;
  soldOut: boolean;
  options: string[];
  variants: VariantFact[];
  /** The product's description and its information rows ("What's included", "How it works"), as the shop shows them. */
  description: string;
  info: { title: string; description: string }[];
};

export type BookingPolicy = Pick<
  BookingConfig,
  | "depositCents"
  | "depositPercent"
  | "minLeadHours"
  | "horizonDays"
  | "changeCutoffHours"
  | "depositOnCancel"
  | "holdMinutes"
>;

const policyOf = (b: BookingConfig): BookingPolicy => ({
  depositCents: b.depositCents,
  depositPercent: b.depositPercent,
  minLeadHours: b.minLeadHours,
  horizonDays: b.horizonDays,
  changeCutoffHours: b.changeCutoffHours,
  depositOnCancel: b.depositOnCancel,
  holdMinutes: b.holdMinutes,
});

export type ShadeLook = { shade: number; label: string; sentence: string; path: string };

/** A guide's shade headings ("### 70%: nearly clear") with the first sentence under each. */
function shadeLooksOf(articles: readonly ArticleText[]): ShadeLook[] {
  return articles.flatMap((article) =>
    [...article.text.matchAll(/^###\s+(\d{1,2})%:\s*(.+)\n+([^#\n][^\n]*)/gm)].map((m) => ({
      shade: Number(m[1]),
      label: m[2]!.trim(),
      sentence: sentencesOf(markdownToText(m[3]!))[0] ?? "",
      path: `/blog/${article.slug}`,
    })),
  );
}

export type Doc = {
  id: number;
  kind: "faq" | "article" | "news" | "service" | "about";
  title: string;
  path: string | null;
  body: string;
  snippet: string;
};

export type Knowledge = {
  /** The business facts, with the owner's hours (the effective settings: withSettings). */
  business: Omit<typeof business, "hours"> & { hours: EffectiveHours };
  /** The days closed for a holiday (federal and the owner's own), in date order. */
  holidays: readonly Holiday[];
  /** The booking rules a customer asks about: the deposit, the notice, changes and cancelling (the owner's values: withSettings). */
  booking: BookingPolicy;
  /** How shop goods reach the customer: the shipping charge and local pickup. */
  shipping: typeof shippingConfig;
  areas: readonly AreaFact[];
  services: readonly ServiceFact[];
  tintLaw: typeof floridaTintLaw;
  /** The questions and answers of the service pages, whole (docs leave out the passages that are mostly prices). */
  pageFaqs: readonly { q: string; a: string; path: string }[];
  /** The owner's shown questions and answers, in the owner's order. */
  faqs: readonly Pick<PublicFaq, "q" | "a" | "askedAs">[];
  articles: readonly { title: string; path: string; description: string }[];
  /** How each shade looks, from a guide's "### 70%: nearly clear" headings and the sentence under each. */
  shadeLooks: readonly ShadeLook[];
  news: readonly { title: string; path: string; description: string; date: string }[];
  reviews: { count: number; average: number };
  quoteHref: string;
  pages: readonly { label: string; href: string }[];
  docs: readonly Doc[];
  search: MiniSearch<Doc>;
  products: readonly ProductFact[];
  /** Every fact above as text: a reply's numbers must all occur here. */
  corpus: string;
  /** Every price of the catalogue, in cents (regular and sale). */
  priceCents: ReadonlySet<number>;
  /** Every amount the site's own pages state (range bounds like "$400-750", "around $590"), in cents. */
  statedPriceCents: ReadonlySet<number>;
};

/** Splits a markdown body into its "## " sections: [heading, body]. */
function sectionsOf(markdown: string): [string, string][] {
  const parts = markdown.split(/^##\s+/m);
  const sections: [string, string][] = [];
  if (parts[0]!.trim()) sections.push(["", parts[0]!]);
  for (const part of parts.slice(1)) {
    const newline = part.indexOf("\n");
    sections.push([part.slice(0, newline).trim(), part.slice(newline + 1)]);
  }
  return sections;
}

type PublicTexts = { blog: readonly ArticleText[]; news: readonly ArticleText[] };

function buildDocs(faqs: readonly { q: string; a: string }[], { blog: articles, news: newsItems }: PublicTexts): Doc[] {
  const docs: Omit<Doc, "id">[] = [];
  for (const faq of faqs)
    docs.push({ kind: "faq", title: faq.q, path: null, body: faq.a, snippet: snippetOf(faq.a, 600) });
  for (const page of servicePages) {
    const path = `/services/${page.slug}`;
    for (const faq of page.data.faqs)
      docs.push({ kind: "faq", title: faq.q, path, body: faq.a, snippet: snippetOf(faq.a, 600) });
    for (const [heading, body] of sectionsOf(page.text)) {
      const text = markdownToText(body);
      docs.push({
        kind: "service",
        title: `${page.data.title}: ${heading}`,
        path,
        body: text,
        snippet: snippetOf(text),
      });
    }
  }
  for (const article of articles) {
    for (const [heading, body] of sectionsOf(article.text)) {
      const text = markdownToText(body);
      const title = heading ? `${article.data.title}: ${heading}` : article.data.title;
      docs.push({ kind: "article", title, path: `/blog/${article.slug}`, body: text, snippet: snippetOf(text) });
    }
  }
  for (const item of newsItems) {
    const text = markdownToText(item.text);
    docs.push({
      kind: "news",
      title: item.data.title,
      path: `/news/${item.slug}`,
      body: `${item.data.description} ${text}`,
      snippet: snippetOf(`${item.data.description} ${text}`),
    });
  }
  for (const value of about.data.values) {
    docs.push({ kind: "about", title: value.title, path: "/about", body: value.text, snippet: value.text });
  }
  for (const [heading, body] of sectionsOf(about.text)) {
    const text = markdownToText(body);
    docs.push({
      kind: "about",
      title: heading || about.data.title,
      path: "/about",
      body: text,
      snippet: snippetOf(text),
    });
  }
  return docs.filter((d) => d.snippet.length > 0).map((d, id) => ({ ...d, id }));
}

function buildSearch(docs: Doc[]): MiniSearch<Doc> {
  const search = new MiniSearch<Doc>({
    fields: ["title", "body"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 2 },
      // The FAQ answers are written for exactly these questions.
      boostDocument: (_id, _term, stored) => (stored?.kind === "faq" ? 1.5 : 1),
      prefix: (t) => t.length > 4,
      fuzzy: (t) => (t.length > 6 ? 0.15 : false),
    },
    storeFields: ["kind"],
  });
  search.addAll(docs);
  return search;
}

const areaFacts: AreaFact[] = serviceAreas.map((area) => {
  const page = getAreaPage(area.slug);
  return {
    ...area,
    neighborhoods: page?.data.neighborhoods ?? [],
    nicknames: page ? nicknamesOf(page.data.headline, area.name) : [],
    onBase: page ? onBaseSentence(page.text) : null,
    awayOwner: page ? awayOwnerSentence(page.text) : null,
    // (The area's own blurb too: "Crestview's Eglin and Duke Field commuters".)
    landmarks: page ? landmarksOf(page.text, ...page.data.highlights, page.data.description, area.description) : [],
  };
});

const staticKnowledge = {
  business,
  holidays: effectiveSettings({}, new Date().getFullYear()).holidays,
  booking: policyOf(booking),
  shipping: shippingConfig,
  areas: areaFacts,
  services: servicePages.map((p) => ({
    title: p.data.title,
    shortTitle: p.data.shortTitle,
    slug: p.slug,
    path: `/services/${p.slug}`,
    summary: p.data.summary,
    tagline: p.data.tagline,
    priceFrom: p.data.priceFrom,
  })),
  tintLaw: floridaTintLaw,
  pageFaqs: servicePages.flatMap((p) => p.data.faqs.map((f) => ({ q: f.q, a: f.a, path: `/services/${p.slug}` }))),
  quoteHref,
  pages: [
    ...navItems.flatMap((item) => [
      ...(item.href ? [{ label: item.label, href: item.href }] : []),
      ...(item.children ?? []),
    ]),
    { label: "Service Areas", href: "/service-areas" },
  ],
};

/** What the owner edits (FAQ, reviews) and what is built from it: read once per content version. */
type ContentKnowledge = Pick<
  Knowledge,
  "faqs" | "reviews" | "docs" | "search" | "statedPriceCents" | "articles" | "shadeLooks" | "news"
> & {
  corpus: string;
};

function buildContentKnowledge(
  faqs: readonly PublicFaq[],
  reviews: Knowledge["reviews"],
  texts: PublicTexts,
): ContentKnowledge {
  const { blog: articles, news: newsItems } = texts;
  const docs = buildDocs(faqs, texts);
  const corpus = [
    JSON.stringify(business),
    JSON.stringify(areaFacts),
    JSON.stringify(floridaTintLaw),
    JSON.stringify(staticKnowledge.services),
    JSON.stringify(reviews),
    "out of 5 stars",
    ...faqs.flatMap((f) => [f.q, f.a]),
    ...docs.flatMap((d) => [d.title, d.body]),
    ...articles.map((a) => `${a.data.title} ${a.data.description} ${a.text}`),
    ...newsItems.map((n) => `${n.data.title} ${n.data.description} ${n.data.date} ${n.text}`),
    ...servicePages.map((p) => JSON.stringify(p.data)),
    `${about.text} ${JSON.stringify(about.data)}`,
  ].join("\n");
  return {
    faqs: faqs.map(({ q, a, askedAs }) => ({ q, a, askedAs })),
    reviews,
    articles: articles.map((a) => ({ title: a.data.title, path: `/blog/${a.slug}`, description: a.data.description })),
    shadeLooks: shadeLooksOf(articles),
    news: newsItems.map((n) => ({
      title: n.data.title,
      path: `/news/${n.slug}`,
      description: n.data.description,
      date: n.data.date,
    })),
    docs,
    search: buildSearch(docs),
    statedPriceCents: new Set([
      ...findPriceCents(corpus),
      booking.depositCents,
      shippingConfig.flatRateCents,
      shippingConfig.freeFromCents,
    ]),
    corpus,
  };
}

const contentKnowledge = contentCache<ContentKnowledge>(8);
const databaseIds = new WeakMap<Db, number>();
let nextDatabaseId = 0;

function readContentKnowledge(db: Db): Promise<ContentKnowledge> {
  let id = databaseIds.get(db);
  if (id === undefined) databaseIds.set(db, (id = nextDatabaseId++));
  return contentKnowledge(String(id), async () => {
    const [faqs, reviews, texts] = await Promise.all([
      readShownFaqs(db),
      readPublishedReviews(db),
      readPublicArticleTexts(db, new Date()),
    ]);
    return buildContentKnowledge(faqs, reviews.summary, texts);
  });
}

function toProductFact(product: Awaited<ReturnType<typeof listProducts>>["products"][number]): ProductFact {
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    path: `/product/${product.id}`,
    type: product.type.value,
    purchasable: product.purchasable,
    bookedOnline: isBookedOnline(product.id),
    soldOut: product.variants.length > 0 && product.variants.every(isSoldOut),
    options: product.options.map((o) => o.title),
    description: product.description ?? "",
    info: product.additional_info.map((i) => ({ title: i.title, description: i.description })),
    variants: product.variants.map((v) => {
      const cents = effectivePrice(v);
      return {
        title: v.title,
        values: v.options.map((o) => o.value),
        cents,
        price: formatPrice(cents, v.currency_info),
        regular: v.sale_price_in_cents === null ? null : formatPrice(v.price_in_cents, v.currency_info),
        left: v.manage_inventory ? Math.max(0, v.inventory_quantity) : null,
      };
    }),
  };
}

// The catalogue is read again after a short while, so price changes reach the
// assistant without a restart while each reply stays fast.
const CATALOGUE_TTL_MS = 30_000;
type CatalogueKnowledge = Pick<Knowledge, "products" | "priceCents"> & { productText: string };
let catalogue: { at: number; db: Db; value: Promise<CatalogueKnowledge> } | undefined;
let combined: { content: ContentKnowledge; catalogue: CatalogueKnowledge; value: Knowledge } | undefined;

export function invalidateKnowledge() {
  catalogue = undefined;
}

function readCatalogue(db: Db): Promise<CatalogueKnowledge> {
  const now = Date.now();
  if (!catalogue || catalogue.db !== db || now - catalogue.at > CATALOGUE_TTL_MS) {
    const value = listProducts(db, { ids: [], offset: 0, limit: 100, order: "asc", sort_by: "order" }).then(
      ({ products }) => {
        const facts = products.map(toProductFact);
        const priceCents = new Set(
          products.flatMap((p) =>
            p.variants.flatMap((v) => [
              v.price_in_cents,
              ...(v.sale_price_in_cents === null ? [] : [v.sale_price_in_cents]),
            ]),
          ),
        );
        const productText = facts
          .map(
            (p) =>
              `${p.title} ${p.subtitle ?? ""} ${p.description} ${p.info.map((i) => i.description).join(" ")} ${p.variants.map((v) => `${v.title} ${v.price} ${v.regular ?? ""}`).join(" ")}`,
          )
          .join("\n");
        return { products: facts, priceCents, productText };
      },
    );
    catalogue = { at: now, db, value };
    value.catch(() => {
      if (catalogue?.value === value) catalogue = undefined;
    });
  }
  return catalogue.value;
}

/** The knowledge with the owner's content and the live catalogue of this database. */
export async function getKnowledge(db: Db): Promise<Knowledge> {
  const [content, products] = await Promise.all([readContentKnowledge(db), readCatalogue(db)]);
  if (combined?.content !== content || combined.catalogue !== products) {
    const { productText, ...catalogueFacts } = products;
    const value: Knowledge = {
      ...staticKnowledge,
      ...content,
      ...catalogueFacts,
      corpus: `${content.corpus}\n${productText}`,
    };
    combined = { content, catalogue: products, value };
  }
  return combined.value;
}

/** The knowledge with the owner's settings of this request: their hours and holidays. */
export function withSettings(k: Knowledge, settings: Pick<SiteSettings, "hours" | "holidays" | "booking">): Knowledge {
  const policy = policyOf(settings.booking);
  return {
    ...k,
    business: { ...k.business, hours: settings.hours },
    holidays: settings.holidays,
    booking: policy,
    // The owner's deposit is a stated amount: a reply may quote it.
    statedPriceCents: new Set([...k.statedPriceCents, policy.depositCents]),
  };
}
