import { cn } from "~/lib/cn.ts";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className={cn("inline-flex items-center justify-center", className)}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-gold-400/30 border-t-gold-400"
      />
    </span>
  );
}

/** The centred spinner shown while a lazily loaded route is on its way. */
export function RouteLoadingOverlay() {
  return (
    <div className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center bg-white/40 backdrop-blur-[1px]">
      <Spinner label="Loading page" />
    </div>
  );
}
