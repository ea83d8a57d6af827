import { GalleryPictureView } from "~/features/content/components/gallery-picture.tsx";
import type { CustomerPhoto } from "../customer-photos.server.ts";

// The photos of the job on the customer's own page (issue 25, point 7):
// before beside after. Their addresses live under the page's own link
// (customer-photos.server.ts), so only the customer sees them.

const stages = [
  { stage: "before", heading: "Before" },
  { stage: "after", heading: "After" },
] as const;

export function JobPhotosSection({ photos }: { photos: CustomerPhoto[] }) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-5" data-testid="job-photos">
      {stages.map(({ stage, heading }) => {
        const shown = photos.filter((p) => p.stage === stage);
        if (shown.length === 0) return null;
        return (
          <div key={stage}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{heading}</h3>
            <ul className="mt-2 grid gap-3">
              {shown.map((photo) => (
                <li key={photo.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
                  <GalleryPictureView
                    picture={photo.picture}
                    alt={photo.alt}
                    sizes="(min-width: 768px) 21rem, calc(50vw - 3rem)"
                    loading="lazy"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
