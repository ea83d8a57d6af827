import { data } from "react-router";
import type { Route } from "./+types/admin.leads";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { FirstRunChecklist } from "~/features/admin/components/first-run-checklist.tsx";
import { readFirstRunChecklist } from "~/features/admin/first-run.server.ts";
import { getEnv } from "~/config/env.server.ts";
import { LeadList, type LeadListData } from "~/features/admin-leads/components/lead-list.tsx";
import { listLeads } from "~/features/admin-leads/leads.server.ts";
import { readLeadFilters } from "~/features/admin-leads/schema.ts";
import { servicesOf } from "~/platform/services.server.ts";

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [{ title: "Leads | Console" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args);
  const params = new URL(args.request.url).searchParams;
  const { filters, errors } = readLeadFilters(params);
  const values = {
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    service: params.get("service") ?? "",
    area: params.get("area") ?? "",
    source: params.get("source") ?? "",
  };
  const db = await servicesOf(args.context).db();
  const [page, firstRun] = await Promise.all([
    listLeads(db, filters),
    // The console's first page: the owner's first-run checklist above the leads.
    user.role === "owner" ? readFirstRunChecklist(db, getEnv()) : Promise.resolve([]),
  ]);
  const body: LeadListData = { page, filters, values, errors };
  return data({ ...body, firstRun }, { status: Object.keys(errors).length ? 400 : 200 });
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { firstRun, ...leads } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      {firstRun.length ? <FirstRunChecklist items={firstRun} /> : null}
      <LeadList data={leads} />
    </div>
  );
}
