import { Link } from "react-router";
import type { Route } from "./+types/admin.audit";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import { listAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The audit log (owner only): every change made in the console, newest first, 50 a page.

export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [
  { title: "Audit log | Console" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "owner");
  const before = Number(new URL(args.request.url).searchParams.get("before"));
  const page = await listAudit(await servicesOf(args.context).db(), {
    beforeId: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  });
  return {
    total: page.total,
    nextBeforeId: page.nextBeforeId,
    first: !before,
    rows: page.rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: `${r.actorEmail} (${r.actorRole})`,
      action: r.action,
      entity: `${r.entity} ${r.entityId}`,
      before: r.before === null ? null : JSON.stringify(r.before, null, 1),
      after: r.after === null ? null : JSON.stringify(r.after, null, 1),
    })),
  };
}

const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Chicago",
});

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink-950">Audit log</h1>
      <p className="text-sm text-slate-700">
        {loaderData.total} change{loaderData.total === 1 ? "" : "s"} recorded. Times are Central.
      </p>
      {loaderData.rows.length === 0 ? (
        <p className="text-base text-slate-800">Nothing has been changed in the console yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Changes, newest first">
          {loaderData.rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-slate-300 bg-white p-4">
              <p className="font-semibold text-ink-950">{row.action}</p>
              <p className="text-sm text-slate-800">
                <time dateTime={row.at}>{when.format(new Date(row.at))}</time> · {row.actor}
              </p>
              <p className="text-sm break-all text-slate-800">{row.entity}</p>
              {(row.before || row.after) && (
                <dl className="mt-2 grid gap-2 text-xs sm:grid-cols-2">
                  <div>
                    <dt className="font-semibold text-slate-800">Before</dt>
                    <dd>
                      <pre className="overflow-x-auto rounded-lg bg-slate-100 p-2 whitespace-pre-wrap text-ink-950">
                        {row.before ?? "—"}
                      </pre>
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-800">After</dt>
                    <dd>
                      <pre className="overflow-x-auto rounded-lg bg-slate-100 p-2 whitespace-pre-wrap text-ink-950">
                        {row.after ?? "—"}
                      </pre>
                    </dd>
                  </div>
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="flex gap-3">
        {!loaderData.first && (
          <Link to="/admin/audit" className="min-h-11 rounded-full border-2 border-ink-900 px-4 py-2 font-semibold">
            Newest
          </Link>
        )}
        {loaderData.nextBeforeId && (
          <Link
            to={`/admin/audit?before=${loaderData.nextBeforeId}`}
            className="min-h-11 rounded-full border-2 border-ink-900 px-4 py-2 font-semibold"
          >
            Older changes
          </Link>
        )}
      </nav>
    </div>
  );
}
