import { z } from "zod";
import { business } from "~/config/business.ts";
import { serviceAreas } from "~/config/areas.ts";
import { galleryCategories } from "./gallery-categories.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
const imagePath = z.string().regex(/^\/images\/[\w/-]+\.(svg|png|jpe?g|webp|avif)$/, "must be a path under /images/");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
const areaNames = serviceAreas.map((a) => a.name) as [string, ...string[]];
const serviceNames = business.services as unknown as [string, ...string[]];

export const articleFrontmatterSchema = z.object({
  title: z.string().min(5).max(90),
  description: z.string().min(50).max(200),
  date: isoDate,
  author: z.string().min(2),
  image: imagePath,
  imageAlt: z.string().min(5),
  tags: z.array(z.string()).default([]),
});

/** A page's own title: pages add " | {business name}" once (features/seo/meta.ts), so it is left out here. */
const metaTitle = z
  .string()
  .min(10)
  .max(70 - ` | ${business.name}`.length)
  .refine((title) => !/\belite\b/i.test(title), { message: `leave the business name out: " | ${business.name}" is added to every page's title` });

export const areaFrontmatterSchema = z.object({
  slug: z.enum(serviceAreas.map((a) => a.slug) as [string, ...string[]]),
  headline: z.string().min(10),
  metaTitle,
  metaDescription: z.string().min(50).max(200),
  description: z.string().min(20).max(260),
  neighborhoods: z.array(z.string()).min(2),
  highlights: z.array(z.string()).min(2),
});

export const serviceFrontmatterSchema = z.object({
  slug,
  title: z.enum(serviceNames),
  shortTitle: z.string(),
  tagline: z.string(),
  metaTitle,
  metaDescription: z.string().min(50).max(200),
  summary: z.string(),
  priceFrom: z.string(),
  benefits: z.array(z.string()).min(3),
  faqs: z.array(z.object({ q: z.string(), a: z.string() })).min(1),
});

export const aboutFrontmatterSchema = z.object({
  title: z.string(),
  metaTitle,
  metaDescription: z.string().min(50).max(200),
  values: z.array(z.object({ title: z.string(), text: z.string() })).min(2),
});

export const reviewSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(2),
  town: z.enum(areaNames),
  service: z.enum(serviceNames),
  rating: z.number().int().min(1).max(5),
  date: isoDate,
  text: z.string().min(20),
});


export const galleryItemSchema = z.object({
  id: z.string().min(1),
  image: imagePath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().min(10),
  caption: z.string().min(5),
  category: z.enum(galleryCategories),
  town: z.enum(areaNames).optional(),
});

export const faqSchema = z.object({ q: z.string().min(5), a: z.string().min(10) });

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export { galleryCategories };
export type Faq = z.infer<typeof faqSchema>;
