import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// What the owner edits in the console (issue 24): photos, the gallery,
// reviews, articles and the FAQ. The demo content in content/ is the seed of
// a new site (each table seeded once). The owner's settings (hours, holidays,
// booking rules) are one JSON document in console_settings. Every write moves
// the content version (app/platform/content-version.server.ts) after its
// commit, so every kept page and cached read is made afresh (docs/decisions/029).

/** The console_settings key of the owner's business settings (hours, holidays, booking rules: features/site-settings). */
export const SITE_SETTINGS_KEY = "site_settings";

/** One size of an uploaded photo, as served under /uploads/. */
export type MediaVariant = { format: "avif" | "webp" | "jpg"; width: number; height: number; file: string };

/** An uploaded photo: the original's content hash names it; the sizes made from it (EXIF and GPS stripped). */
export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    /** Where it came from: the console's library, or a job's completion record (issue 25). */
    source: text("source").$type<"library" | "completion">().notNull().default("library"),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_created_idx").on(t.createdAt)],
);

export const galleryItems = pgTable(
  "gallery_items",
  {
    id: text("id").primaryKey(),
    /** The photo (the "after" of a pair); null for the seed's illustrations, which use image. */
    mediaId: text("media_id").references(() => media.id),
    /** A before/after pair's "before". */
    beforeMediaId: text("before_media_id").references(() => media.id),
    /** A file under /images/ (the demo content), with its size. */
    image: text("image"),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull(),
    caption: text("caption").notNull(),
    category: text("category").notNull(),
    vehicle: text("vehicle"),
    town: text("town"),
    sortOrder: integer("sort_order").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gallery_items_order_idx").on(t.sortOrder, t.createdAt),
    check("gallery_items_has_picture", sql`${t.mediaId} is not null or ${t.image} is not null`),
  ],
);

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    town: text("town").notNull(),
    service: text("service").notNull(),
    rating: integer("rating").notNull(),
    /** The day it was written, YYYY-MM-DD (Central Time). */
    date: text("date").notNull(),
    text: text("text").notNull(),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    /** Typed in by the owner (a phone call), the demo seed, or a customer's answer to a review request (issue 25). */
    source: text("source").$type<"seed" | "owner" | "request">().notNull().default("owner"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    bookingId: text("booking_id"),
    /** The customer agreed to show their first name and town with it (a review request asks; without it the review stays private). */
    publishConsent: boolean("publish_consent").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_status_date_idx").on(t.status, t.date),
    // One review per booking (a review request's answer).
    uniqueIndex("reviews_booking_idx").on(t.bookingId),
    check("reviews_rating_1_to_5", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A completed job's review request (issue 25): its private link's token is
 * derived from the booking under the site's key, and only its hash is kept.
 */
export const reviewRequests = pgTable("review_requests", {
  bookingId: text("booking_id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  remindedAt: timestamp("reminded_at", { withTimezone: true }),
});

export const ARTICLE_KINDS = ["blog", "news"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_STATUSES = ["draft", "scheduled", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const articles = pgTable(
  "articles",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<ArticleKind>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Markdown; rendered and sanitised on the server. */
    body: text("body").notNull(),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    author: text("author").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    status: text("status").$type<ArticleStatus>().notNull().default("draft"),
    /** When a scheduled article goes public. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** The date the article shows, YYYY-MM-DD. */
    date: text("date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("articles_kind_slug_idx").on(t.kind, t.slug), index("articles_status_idx").on(t.status, t.date)],
);

/** An article's earlier slugs: the old address answers with a permanent redirect to the new one. */
export const articleRedirects = pgTable(
  "article_redirects",
  {
    kind: text("kind").$type<ArticleKind>().notNull(),
    fromSlug: text("from_slug").notNull(),
    articleId: text("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromSlug] })],
);

export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    hidden: boolean("hidden").notNull().default(false),
    /** The visitor's words this answer was written for (one tap from the unanswered list). */
    askedAs: text("asked_as"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faqs_order_idx").on(t.sortOrder, t.id)],
);
