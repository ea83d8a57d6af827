// What the public gallery shows of each entry (loaded by gallery.server.ts,
// drawn by components/gallery-grid.tsx): kept small, as it travels in the
// page's data. An uploaded photo is its id, size and the widths it is served
// at; the browser builds each size's address (platform/photos.server.ts names
// them `<id>-<width>.<format>`).

export type GalleryPicture =
  | { kind: "image"; src: string; width: number; height: number }
  | { kind: "photo"; id: string; width: number; height: number; widths: number[] };

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

/** One size's address. */
export const photoSrc = (id: string, width: number, format: "avif" | "webp" | "jpg") =>
  `/uploads/${id}-${width}.${format}`;

/** The `srcset` of a photo in one format: every width it is served at. */
export const photoSrcSet = (picture: Extract<GalleryPicture, { kind: "photo" }>, format: "avif" | "webp" | "jpg") =>
  picture.widths.map((w) => `${photoSrc(picture.id, w, format)} ${w}w`).join(", ");
