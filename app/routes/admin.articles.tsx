import { FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin.articles";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { listArticlesForConsole } from "~/features/articles/article-edits.server.ts";
import { isPublic } from "~/features/articles/articles.server.ts";
import { kindLabel, statusLabel } from "~/features/articles/schema.ts";
import { formatDateTime } from "~/lib/date-time.ts";
import { formatDate } from "~/lib/dates.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The blog and news (issue 24, owner only): every article with its status;
// a draft is never on the site, a scheduled one appears at its time.

export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [{ title: "Articles | Console" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "owner");
  const now = new Date();
  const rows = await listArticlesForConsole(await servicesOf(args.context).db());
  return {
    deleted: new URL(args.request.url).searchParams.has("deleted"),
    articles: rows.map((r) => ({
      ...r,
      live: isPublic({ status: r.status, publishAt: r.publishAt ? new Date(r.publishAt) : null }, now),
    })),
  };
}

const badge = "inline-flex items-center rounded-full border-2 px-2 py-0.5 text-xs font-bold";
const newLink =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-ink-900 px-4 text-base font-semibold text-white hover:bg-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2";

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  const { articles, deleted } = loaderData;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <h1 className="text-2xl font-bold text-ink-950">Blog and news</h1>
      {deleted ? (
        <p role="status" className="rounded-lg bg-emerald-100 p-3 font-semibold text-emerald-950">
          Deleted: it is no longer on the site.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link to="/admin/articles/new?kind=blog" className={newLink}>
          <FilePlus2 aria-hidden="true" className="size-5" /> New blog article
        </Link>
        <Link to="/admin/articles/new?kind=news" className={newLink}>
          <FilePlus2 aria-hidden="true" className="size-5" /> New news item
        </Link>
      </div>
      <ul className="grid gap-2" aria-label="Articles">
        {articles.map((a) => (
          <li key={a.id}>
            <Link
              to={`/admin/articles/${encodeURIComponent(a.id)}`}
              className="grid min-h-11 gap-1 rounded-2xl border-2 border-slate-300 bg-white p-3 text-ink-950 hover:border-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <span className="font-bold">{a.title}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm">
                <span className={`${badge} border-slate-500`}>{kindLabel(a.kind)}</span>
                <span
                  className={`${badge} ${a.live ? "border-emerald-700 text-emerald-900" : "border-amber-700 text-amber-900"}`}
                >
                  {a.status === "scheduled" && a.publishAt
                    ? `${a.live ? "Published" : "Scheduled"} ${formatDateTime(a.publishAt)}`
                    : statusLabel[a.status]}
                </span>
                <span className="break-all text-slate-700">
                  /{a.kind}/{a.slug}
                </span>
                <span className="text-slate-700">{formatDate(a.date)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
