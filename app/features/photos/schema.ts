import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { serviceAreas } from "~/config/areas.ts";
import { galleryCategories } from "~/features/content/gallery-categories.ts";

// The console's Photos page (issue 24): one schema per form, used by the form
// in the browser (Conform) and by the page's action, which parses the union.
// The photo's own checks (type by its bytes, size, pixels) are the server's
// (platform/photos.server.ts); the browser checks only that one is chosen and
// not over the limit, before sending 15 MB for nothing.

z.config({ jitless: true });

export const PHOTO_MAX_MB = 15;
export const ALT_MIN = 5;
export const ALT_MAX = 200;
export const CAPTION_MAX = 160;
export const VEHICLE_MAX = 80;
const ALT_REQUIRED = `Describe the photo for someone who cannot see it (at least ${ALT_MIN} characters).`;

export const townNames = serviceAreas.map((a) => a.name);

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : undefined),
    z
      .string()
      .max(max, `Keep the ${label} under ${max} characters.`)
      .optional()
      .transform((v) => v || undefined),
  );

/** What describes a photo in the gallery: the upload form's and the edit form's fields. */
const details = {
  alt: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    // Conform reads an empty field as missing: the same sentence for both.
    z
      .string({ message: ALT_REQUIRED })
      .min(ALT_MIN, ALT_REQUIRED)
      .max(ALT_MAX, `Keep the description under ${ALT_MAX} characters.`),
  ),
  caption: optionalText(CAPTION_MAX, "caption"),
  category: z.enum(galleryCategories, { message: "Choose a category." }),
  vehicle: optionalText(VEHICLE_MAX, "vehicle"),
  town: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(townNames as [string, ...string[]], { message: "Choose a town from the list." }).optional(),
  ),
  /** A pair's "before": another photo's id (the media library's). */
  before: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(64).optional()),
};

const photoFile = z
  .custom<File>(
    (v) => typeof File !== "undefined" && v instanceof File && v.size > 0,
    "Choose a photo to upload (take one or pick one from the library).",
  )
  .refine((f) => f.size <= PHOTO_MAX_MB * 1024 * 1024, `That photo is over ${PHOTO_MAX_MB} MB: choose a smaller one.`);

export const uploadPhotoSchema = z.object({ intent: z.literal("upload"), photo: photoFile, ...details });
export const editPhotoSchema = z.object({ intent: z.literal("edit"), id: z.string().min(1).max(64), ...details });
export const movePhotoSchema = z.object({
  intent: z.literal("move"),
  id: z.string().min(1).max(64),
  direction: z.enum(["up", "down"]),
});
export const showPhotoSchema = z.object({
  intent: z.literal("show"),
  id: z.string().min(1).max(64),
  hidden: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const deletePhotoSchema = z.object({ intent: z.literal("delete"), id: z.string().min(1).max(64) });

export const photoActSchema = z.discriminatedUnion("intent", [
  uploadPhotoSchema,
  editPhotoSchema,
  movePhotoSchema,
  showPhotoSchema,
  deletePhotoSchema,
]);
export type PhotoAct = z.output<typeof photoActSchema>;
/** A gallery entry's words and links, as the forms give them (the upload's and the edit's). */
export type PhotoDetails = {
  alt: string;
  caption?: string;
  category: (typeof galleryCategories)[number];
  vehicle?: string;
  town?: string;
  before?: string;
};
export type PhotoIntent = PhotoAct["intent"];

/** The page's action data: which form answered (and for which item), Conform's result, what was done. */
export type PhotoActAnswer = { intent: string; id?: string; result: SubmissionResult<string[]>; ok?: string };
