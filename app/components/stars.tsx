import { Star } from "lucide-react";
import { cn } from "~/lib/cn.ts";

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("inline-flex gap-0.5", className)} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn("size-4", n <= Math.round(rating) ? "fill-gold-400 text-gold-400" : "text-slate-300")}
        />
      ))}
    </span>
  );
}
