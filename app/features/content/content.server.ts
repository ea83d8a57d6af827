import { serviceAreas } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import type { ContentIndex } from "~/features/seo/public-pages.ts";
import { ContentError, parseDataFile, parseMarkdownFile, parseMarkdownFolder } from "./parse.ts";
import {
  aboutFrontmatterSchema,
  areaFrontmatterSchema,
  articleFrontmatterSchema,
  faqSchema,
  galleryItemSchema,
  reviewSchema,
  serviceFrontmatterSchema,
} from "./schema.ts";
import reviewsJson from "../../../content/reviews.json";
import galleryJson from "../../../content/gallery.json";
import faqJson from "../../../content/faq.json";
import aboutRaw from "../../../content/about.md?raw";

// Content is parsed and validated once, when the server build is first
// imported; the prerender step imports it during `npm run build`, so a broken
// file fails the build with the file's name.

const raw = (glob: Record<string, unknown>) => glob as Record<string, string>;

const byDateDesc = <T extends { data: { date: string } }>(a: T, b: T) => b.data.date.localeCompare(a.data.date);

// The blog and news files are the seed of a new site's articles (seed-content.server.ts); the pages
// read the database (features/articles/articles.server.ts).
export const articles = parseMarkdownFolder(
  raw(import.meta.glob("/content/blog/*.md", { query: "?raw", import: "default", eager: true })),
  articleFrontmatterSchema,
).sort(byDateDesc);

export const newsItems = parseMarkdownFolder(
  raw(import.meta.glob("/content/news/*.md", { query: "?raw", import: "default", eager: true })),
  articleFrontmatterSchema,
).sort(byDateDesc);

// In the order of the business's services (automotive first).
const serviceOrder: readonly string[] = business.services;
export const servicePages = parseMarkdownFolder(
  raw(import.meta.glob("/content/services/*.md", { query: "?raw", import: "default", eager: true })),
  serviceFrontmatterSchema,
).sort((a, b) => serviceOrder.indexOf(a.data.title) - serviceOrder.indexOf(b.data.title));

const areaDocuments = parseMarkdownFolder(
  raw(import.meta.glob("/content/areas/*.md", { query: "?raw", import: "default", eager: true })),
  areaFrontmatterSchema,
);

for (const area of serviceAreas) {
  if (!areaDocuments.some((doc) => doc.data.slug === area.slug)) {
    throw new ContentError(`content/areas/${area.slug}.md: missing (every service area needs its own page copy)`);
  }
}

export const about = parseMarkdownFile("content/about.md", aboutRaw, aboutFrontmatterSchema);
// Reviews and the FAQ: the seed of a new site's database (seed-content.server.ts); pages and the
// assistant read the database (features/reviews, features/faq).
export const reviews = parseDataFile("content/reviews.json", reviewsJson, reviewSchema).sort((a, b) =>
  b.date.localeCompare(a.date),
);
export const galleryItems = parseDataFile("content/gallery.json", galleryJson, galleryItemSchema);
export const faqs = parseDataFile("content/faq.json", faqJson, faqSchema);

export function getServicePage(slug: string) {
  return servicePages.find((s) => s.slug === slug);
}

export function getAreaPage(slug: string) {
  return areaDocuments.find((doc) => doc.data.slug === slug);
}

const summary = (doc: { slug: string; data: { title: string; date: string } }) => ({
  slug: doc.slug,
  title: doc.data.title,
  date: doc.data.date,
});

/** The content pages as the sitemap lists them (features/seo/public-pages.ts). */
export function getContentIndex(): ContentIndex {
  return {
    articles: articles.map(summary),
    news: newsItems.map(summary),
    services: servicePages.map((s) => ({ slug: s.slug, title: s.data.title })),
  };
}
