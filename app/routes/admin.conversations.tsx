import { data } from "react-router";
import type { Route } from "./+types/admin.conversations";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import {
  ConversationList,
  type ConversationListData,
} from "~/features/admin-conversations/components/conversation-list.tsx";
import { listConversations, listUnansweredQuestions } from "~/features/admin-conversations/conversations.server.ts";
import { readConversationFilters } from "~/features/admin-conversations/schema.ts";
import { servicesOf } from "~/platform/services.server.ts";

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [
  { title: "Conversations | Console" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args);
  const params = new URL(args.request.url).searchParams;
  const { filters, errors } = readConversationFilters(params);
  const db = await servicesOf(args.context).db();
  const page = await listConversations(db, filters);
  const unanswered = await listUnansweredQuestions(db, { limit: 20 });
  const body: ConversationListData = { page, filters, values: { q: params.get("q") ?? "" }, errors, unanswered };
  return data(body, { status: Object.keys(errors).length ? 400 : 200 });
}

export default function AdminConversations({ loaderData }: Route.ComponentProps) {
  return <ConversationList data={loaderData} />;
}
