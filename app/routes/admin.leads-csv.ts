import type { Route } from "./+types/admin.leads-csv";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { exportLeadsCsv } from "~/features/admin-leads/leads.server.ts";
import { readLeadFilters } from "~/features/admin-leads/schema.ts";
import { jsonError } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

// /admin/leads.csv?<the list's filters>: every matching lead (no page), as a download.

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args);
  const { filters, errors } = readLeadFilters(new URL(args.request.url).searchParams);
  const bad = Object.entries(errors).filter(([field]) => field !== "page");
  if (bad.length) return jsonError(400, bad.map(([field, message]) => `${field}: ${message}`).join(" "));
  const { page: _page, ...rest } = filters;
  const csv = await exportLeadsCsv(await servicesOf(args.context).db(), rest);
  const day = new Date().toISOString().slice(0, 10);
  // The byte order mark tells spreadsheets the file is UTF-8 (names with accents).
  return new Response(`\ufeff${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
