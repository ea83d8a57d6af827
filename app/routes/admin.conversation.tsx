import { data } from "react-router";
import type { Route } from "./+types/admin.conversation";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { TranscriptView } from "~/features/admin-conversations/components/transcript.tsx";
import { getTranscript } from "~/features/admin-conversations/conversations.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [
  { title: "Conversation | Console" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args);
  const transcript = await getTranscript(await servicesOf(args.context).db(), args.params.id);
  if (!transcript) throw data(null, { status: 404, statusText: "Not Found" });
  return transcript;
}

export default function AdminConversation({ loaderData }: Route.ComponentProps) {
  return <TranscriptView transcript={loaderData} />;
}
