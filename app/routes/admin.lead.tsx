import { data } from "react-router";
import { showVisitorText } from "~/lib/safe-text.ts";
import type { Route } from "./+types/admin.lead";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { LeadDetailView } from "~/features/admin-leads/components/lead-detail.tsx";
import { runLeadAction } from "~/features/admin-leads/lead-actions.server.ts";
import { getLead, setLeadRead } from "~/features/admin-leads/leads.server.ts";
import { HttpError } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? showVisitorText(loaderData.lead.name, { newlines: false }) : "Lead"} | Console` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Opening a lead marks it read. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args);
  const db = await servicesOf(args.context).db();
  try {
    await setLeadRead(db, user, args.params.source, args.params.id, true);
    return await getLead(db, args.params.source, args.params.id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404, statusText: "Not Found" });
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args);
  return runLeadAction(await servicesOf(args.context).db(), user, args.request, args.params.source, args.params.id);
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetailView detail={loaderData} action={actionData instanceof Response ? undefined : actionData} />;
}
