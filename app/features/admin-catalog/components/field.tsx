import type { ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

// Form parts of the console's catalogue: large targets, strong contrast for
// reading in the sun. The labelled field with its message is the console's
// one FormField (components/ui/form-field.tsx).

export const inputClass =
  "min-h-11 w-full min-w-0 rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-ink-950 focus-visible:border-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 aria-[invalid=true]:border-red-700";

export function StatusMessage({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={cn(
        "rounded-lg border-2 px-3 py-2 text-sm font-semibold",
        ok ? "border-emerald-700 bg-emerald-50 text-emerald-900" : "border-red-700 bg-red-50 text-red-900",
      )}
    >
      {children}
    </p>
  );
}

export const submitClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-ink-900 px-5 py-2 text-sm font-semibold text-white hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60";
