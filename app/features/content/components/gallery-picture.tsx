import { preload } from "react-dom";
import { photoSrc, photoSrcSet, PHOTO_SOURCE_FORMATS, type GalleryPicture } from "../gallery-entry.ts";

// One picture of the gallery: an uploaded photo as <picture> (AVIF, then
// WebP, then JPEG for the rest, each at every width it is served at, the
// browser choosing by `sizes`), or a demo illustration as a plain <img>.
// Width and height always, so nothing moves while it loads. The first
// picture (fetchPriority "high", the page's largest paint) is also preloaded
// from <head> in AVIF, so a phone asks for it with the stylesheet rather than
// once the parser reaches the grid (decision 033).

export function GalleryPictureView({
  picture,
  alt,
  sizes,
  loading,
  fetchPriority,
  className,
}: {
  picture: GalleryPicture;
  alt: string;
  sizes: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high";
  className?: string;
}) {
  if (picture.kind === "image")
    return (
      <img
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={loading}
        fetchPriority={fetchPriority}
        className={className}
      />
    );
  const fallback = picture.widths.find((w) => w >= 960) ?? picture.widths[picture.widths.length - 1]!;
  if (fetchPriority === "high")
    preload(photoSrc(picture, fallback, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: photoSrcSet(picture, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture>
      {PHOTO_SOURCE_FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={photoSrcSet(picture, format)} sizes={sizes} />
      ))}
      <img
        src={photoSrc(picture, fallback, "jpg")}
        srcSet={photoSrcSet(picture, "jpg")}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
