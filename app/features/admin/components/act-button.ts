/** The console's secondary action button (a booking's acts, a review's publish or hide): a large tap target. */
export const actButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-ink-900 px-4 text-base font-semibold text-ink-950 hover:bg-slate-100 disabled:opacity-60";
