import { Check } from "lucide-react";
import { Link } from "react-router";
import type { FirstRunItem } from "../first-run.server.ts";

/** The owner's "Getting started" list on the console's first page, until every item is done. */
export function FirstRunChecklist({ items }: { items: FirstRunItem[] }) {
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <section aria-labelledby="first-run-heading" className="rounded-xl border border-sea-200 bg-white p-4 shadow-sm">
      <h2 id="first-run-heading" className="font-display text-lg font-bold text-ink-950">
        Getting started
      </h2>
      <p className="text-sm text-slate-700">
        {done} of {items.length} done: make the site yours.
      </p>
      <ol className="mt-3 flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 rounded-lg border border-slate-200 p-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
                item.done ? "border-emerald-600 bg-emerald-600 text-white" : "border-slate-400"
              }`}
            >
              {item.done ? <Check className="size-4" /> : null}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-950">
                {item.title}
                <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
              </p>
              <p className="text-sm text-slate-700">{item.detail}</p>
            </div>
            {item.href && !item.done ? (
              <Link
                to={item.href}
                className="self-center rounded-full border border-sea-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-sea-800 hover:bg-sea-50"
              >
                Set up<span className="sr-only">: {item.title}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
