// What the public gallery shows of each entry (loaded by gallery.server.ts,
// drawn by components/gallery-grid.tsx): kept small, as it travels in the
// page's data. An uploaded photo is its id, size and the widths it is served
// at; the browser builds each size's address (platform/photos.server.ts names
// them `<id>-<width>.<format>`).

export type GalleryPicture =
  | { kind: "image"; src: string; width: number; height: number }
  | {
      kind: "photo";
      id: string;
      width: number;
      height: number;
      widths: number[];
      /** Where its sizes are served: the public /uploads/ unless it is a customer's own (their booking's page). */
      base?: string;
    };

export type GalleryEntry = {
  id: string;
  alt: string;
  caption: string;
  category: string;
  town?: string;
  vehicle?: string;
  picture: GalleryPicture;
  /** A before/after pair's "before" (the entry's own picture is the "after"). */
  before?: { alt: string; picture: GalleryPicture };
};

export const PHOTO_SOURCE_FORMATS = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;

type PhotoPicture = Extract<GalleryPicture, { kind: "photo" }>;

/** One size's address. */
export const photoSrc = (picture: PhotoPicture, width: number, format: "avif" | "webp" | "jpg") =>
  `${picture.base ?? "/uploads/"}${picture.id}-${width}.${format}`;

/** The `srcset` of a photo in one format: every width it is served at. */
export const photoSrcSet = (picture: PhotoPicture, format: "avif" | "webp" | "jpg") =>
  picture.widths.map((w) => `${photoSrc(picture, w, format)} ${w}w`).join(", ");

/** An uploaded photo (a media row) as a picture: its size, and the widths its JPEGs are made at. */
export const pictureOfMedia = (
  row: { id: string; width: number; height: number; variants: { format: string; width: number }[] },
  served?: { id: string; base: string },
): PhotoPicture => ({
  kind: "photo",
  id: served?.id ?? row.id,
  width: row.width,
  height: row.height,
  widths: [...new Set(row.variants.filter((v) => v.format === "jpg").map((v) => v.width))].sort((a, b) => a - b),
  ...(served ? { base: served.base } : {}),
});
