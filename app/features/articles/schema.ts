import { z } from "zod";
import { business } from "~/config/business.ts";

// The console's article editor (issue 24): one schema for the browser
// (Conform) and the action. Kept free of server code: it loads with the editor.

z.config({ jitless: true });

export const KINDS = ["blog", "news"] as const;
export type Kind = (typeof KINDS)[number];
export const STATUSES = ["draft", "scheduled", "published"] as const;
export type Status = (typeof STATUSES)[number];

export const kindLabel = (kind: Kind) => (kind === "blog" ? "Blog" : "News");
export const statusLabel: Record<Status, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

export const TITLE_MAX = 90;
export const SLUG_MAX = 80;
export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 200;
export const BODY_MAX = 40_000;
export const ALT_MAX = 200;
/** Search results show about 60 characters of a title; pages add " | {business name}" themselves. */
export const SEO_TITLE_MAX = 60 - ` | ${business.name}`.length;
/** Search results show about 160 characters of a description. */
export const SEO_DESCRIPTION_MAX = 160;

// Conform hands an empty field over as undefined: a required field's message for that is its `message`.
const required = (message: string) => z.string({ message }).trim().min(1, message);

export const saveArticleSchema = z
  .object({
    intent: z.literal("save"),
    kind: z.enum(KINDS, { message: "Choose blog or news." }),
    title: required("Give the article a title.")
      .min(5, "Give the article a title of at least 5 characters.")
      .max(TITLE_MAX, `Keep the title to ${TITLE_MAX} characters.`),
    slug: required("Give the article's address, like window-tint-care.")
      .max(SLUG_MAX, `Keep the address to ${SLUG_MAX} characters.`)
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        "Use small letters, digits and single hyphens between words, like window-tint-care.",
      ),
    description: required(`Write a summary of at least ${DESCRIPTION_MIN} characters (it shows in the lists).`)
      .min(DESCRIPTION_MIN, `Write a summary of at least ${DESCRIPTION_MIN} characters (it shows in the lists).`)
      .max(DESCRIPTION_MAX, `Keep the summary to ${DESCRIPTION_MAX} characters.`),
    body: required("Write the article.").max(
      BODY_MAX,
      `Keep the article under ${BODY_MAX.toLocaleString("en-US")} characters.`,
    ),
    image: required("Choose a picture.").regex(/^\/(images|uploads)\/[\w./-]+$/, "Choose a picture from the list."),
    imageAlt: required("Describe the picture for people who cannot see it.")
      .min(5, "Describe the picture for people who cannot see it (at least 5 characters).")
      .max(ALT_MAX, `Keep the description to ${ALT_MAX} characters.`),
    seoTitle: z.string().trim().max(SEO_TITLE_MAX, `Keep the search title to ${SEO_TITLE_MAX} characters.`).optional(),
    seoDescription: z
      .string()
      .trim()
      .max(SEO_DESCRIPTION_MAX, `Keep the search description to ${SEO_DESCRIPTION_MAX} characters.`)
      .optional(),
    status: z.enum(STATUSES, { message: "Choose draft, scheduled or published." }),
    publishAt: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== "scheduled") return;
    if (!v.publishAt || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.publishAt))
      ctx.addIssue({
        code: "custom",
        path: ["publishAt"],
        message: "Give the day and time it goes public (Central Time).",
      });
  });

export const deleteArticleSchema = z.object({ intent: z.literal("delete") });

/** What the editor's action parses: save, or delete. */
export const articleActSchema = z.discriminatedUnion("intent", [saveArticleSchema, deleteArticleSchema]);

export type SaveArticle = z.output<typeof saveArticleSchema>;
