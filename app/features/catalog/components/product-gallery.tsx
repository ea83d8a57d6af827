import { useState } from "react";
import { cn } from "~/lib/cn.ts";

export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index];
  if (!current) return <div className="aspect-[4/3] rounded-3xl bg-sand-100" />;
  return (
    <div>
      <img
        src={current}
        alt={`${title}, image ${index + 1} of ${images.length}`}
        width={800}
        height={800}
        className="aspect-[4/3] w-full rounded-3xl bg-sand-100 object-contain"
      />
      {images.length > 1 && (
        <ul className="mt-4 flex gap-3" aria-label="Product images">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
                aria-pressed={i === index}
                className={cn(
                  "overflow-hidden rounded-xl border-2",
                  i === index ? "border-gold-500" : "border-transparent",
                )}
              >
                <img src={url} alt="" width={80} height={80} loading="lazy" className="size-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
