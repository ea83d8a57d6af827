import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFocusTrap } from "~/lib/use-focus-trap.ts";
import { cn } from "~/lib/cn.ts";
import type { GalleryEntry } from "../gallery-entry.ts";
import { GalleryPictureView } from "./gallery-picture.tsx";

const ALL = "All";

// The width each picture is shown at (the grid: one column, two from sm, three
// from lg in a 1280 px container; a pair halves its cell; the lightbox up to
// 1100 px), so the browser fetches the size it needs.
const GRID_SIZES =
  "(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc(50vw - 44px), calc(100vw - 40px)";
const PAIR_SIZES =
  "(min-width: 1280px) 190px, (min-width: 1024px) calc((100vw - 136px) / 6), (min-width: 640px) calc(25vw - 28px), calc(50vw - 26px)";
const LIGHTBOX_SIZES = "(min-width: 1196px) 1100px, 92vw";
const LIGHTBOX_PAIR_SIZES = "(min-width: 1196px) 550px, 46vw";

/** A before/after pair side by side, each labelled; or the one picture. */
function EntryPictures({
  entry,
  sizes,
  pairSizes,
  loading,
  fetchPriority,
  className,
  pairClassName = className,
}: {
  entry: GalleryEntry;
  sizes: string;
  pairSizes: string;
  loading?: "eager" | "lazy";
  fetchPriority?: "high";
  className: string;
  /** Each half of a pair (the grid keeps a pair's cell as tall as a single photo's). */
  pairClassName?: string;
}) {
  if (!entry.before)
    return (
      <GalleryPictureView
        picture={entry.picture}
        alt={entry.alt}
        sizes={sizes}
        loading={loading}
        fetchPriority={fetchPriority}
        className={className}
      />
    );
  return (
    <span className="grid grid-cols-2 gap-1">
      {[
        { label: "Before", picture: entry.before.picture, alt: entry.before.alt },
        { label: "After", picture: entry.picture, alt: entry.alt },
      ].map((side) => (
        <span key={side.label} className="relative block overflow-hidden">
          <GalleryPictureView
            picture={side.picture}
            alt={`${side.label}: ${side.alt}`}
            sizes={pairSizes}
            loading={loading}
            fetchPriority={fetchPriority}
            className={pairClassName}
          />
          <span
            aria-hidden="true"
            className="absolute top-2 left-2 rounded-full bg-ink-950/85 px-2.5 py-0.5 text-xs font-semibold text-white"
          >
            {side.label}
          </span>
        </span>
      ))}
    </span>
  );
}

/** The filterable grid and its lightbox: a native modal dialog (focus kept inside, Escape closes). */
export function GalleryGrid({ items, categories }: { items: GalleryEntry[]; categories: readonly string[] }) {
  const [category, setCategory] = useState<string>(ALL);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = category === ALL ? items : items.filter((i) => i.category === category);
  const current = openIndex === null ? null : shown[openIndex];
  const close = useCallback(() => setOpenIndex(null), []);
  useFocusTrap(dialog, current !== null && current !== undefined, close);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (current && !el.open) el.showModal();
    if (!current && el.open) el.close();
  }, [current]);

  const step = (delta: number) =>
    setOpenIndex((i) => (i === null ? i : (i + delta + shown.length) % shown.length));

  return (
    <>
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {[ALL, ...categories].map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={cn(
              "rounded-full border px-4 py-2 text-sm font-medium transition-colors",
              category === c ? "border-ink-900 bg-ink-900 text-white" : "border-slate-300 text-slate-700 hover:border-ink-900",
            )}
          >
            {c}
          </button>
        ))}
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((item, index) => (
          <li key={item.id}>
            <figure>
              <button
                type="button"
                onClick={() => setOpenIndex(index)}
                aria-label={`Enlarge: ${item.caption}`}
                className="block w-full overflow-hidden rounded-2xl"
              >
                <EntryPictures
                  entry={item}
                  sizes={GRID_SIZES}
                  pairSizes={PAIR_SIZES}
                  loading={index < 3 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : undefined}
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 hover:scale-105"
                  pairClassName="aspect-[2/3] h-auto w-full object-cover"
                />
              </button>
              <figcaption className="mt-3 flex items-start justify-between gap-3 text-sm">
                <span className="font-medium text-ink-900">{item.caption}</span>
                <span className="shrink-0 rounded-full bg-sand-100 px-2.5 py-0.5 text-xs text-slate-600">
                  {item.category}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={current ? current.caption : "Photo"}
        onClose={() => setOpenIndex(null)}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") step(1);
          if (e.key === "ArrowLeft") step(-1);
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpenIndex(null);
        }}
        className="m-auto max-h-[92dvh] w-[min(92vw,1100px)] overflow-visible bg-transparent p-0 backdrop:bg-ink-950/85"
      >
        {current && (
          <figure className="relative">
            <EntryPictures
              entry={current}
              sizes={LIGHTBOX_SIZES}
              pairSizes={LIGHTBOX_PAIR_SIZES}
              className="h-auto max-h-[80dvh] w-full rounded-2xl object-contain"
            />
            <figcaption className="mt-3 text-center text-white">
              {current.caption}
              {current.town ? ` · ${current.town}` : ""}{" "}
              <span className="text-slate-400">
                ({(openIndex ?? 0) + 1} of {shown.length})
              </span>
            </figcaption>
            <div className="mt-3 flex justify-center gap-3">
              <button type="button" onClick={() => step(-1)} aria-label="Previous photo" className="rounded-full bg-white/10 p-3 text-white hover:bg-white/20">
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button type="button" onClick={() => setOpenIndex(null)} aria-label="Close" className="rounded-full bg-white/10 p-3 text-white hover:bg-white/20">
                <X aria-hidden="true" className="size-5" />
              </button>
              <button type="button" onClick={() => step(1)} aria-label="Next photo" className="rounded-full bg-white/10 p-3 text-white hover:bg-white/20">
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          </figure>
        )}
      </dialog>
    </>
  );
}
