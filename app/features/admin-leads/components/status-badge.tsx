import { cn } from "~/lib/cn.ts";
import { leadStatusLabels, type LeadStatus } from "../schema.ts";

const tones: Record<LeadStatus, string> = {
  new: "bg-sea-900 text-white",
  contacted: "bg-amber-200 text-ink-950",
  quoted: "bg-violet-200 text-ink-950",
  booked: "bg-sky-200 text-ink-950",
  won: "bg-emerald-200 text-ink-950",
  lost: "bg-slate-300 text-ink-950",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold uppercase", tones[status])}>
      {leadStatusLabels[status]}
    </span>
  );
}
