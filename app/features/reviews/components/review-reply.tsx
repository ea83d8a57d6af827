import { business } from "~/config/business.ts";

// The owner's public reply under a review (issue 24), on /reviews, the home
// page and the area pages.

export function ReviewReply({ reply }: { reply: string | null }) {
  if (!reply) return null;
  return (
    <div className="mt-4 rounded-2xl border-l-4 border-gold-400 bg-sand-100 px-4 py-3">
      <p className="text-xs font-semibold tracking-wide text-ink-900 uppercase">Reply from {business.name}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{reply}</p>
    </div>
  );
}
