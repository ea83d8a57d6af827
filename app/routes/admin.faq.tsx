import type { Route } from "./+types/admin.faq";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { FaqConsole, type FaqConsoleData } from "~/features/faq/components/faq-console.tsx";
import { runFaqAct } from "~/features/faq/faq-acts.server.ts";
import { listFaqsForConsole } from "~/features/faq/faq.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The FAQ (issue 24): everyone in the console reads it; the owner adds, edits,
// orders, hides and deletes, and answers a visitor's question (?ask=, from the
// conversations page's "Answer this").

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [{ title: "FAQ | Console" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args);
  const ask = new URL(args.request.url).searchParams.get("ask")?.trim().slice(0, 500) || null;
  const faqs = await listFaqsForConsole(await servicesOf(args.context).db());
  return {
    faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer, hidden: f.hidden, askedAs: f.askedAs })),
    isOwner: user.role === "owner",
    ask,
  } satisfies FaqConsoleData;
}

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args);
  return runFaqAct(await servicesOf(args.context).db(), user, args.request);
}

export default function AdminFaq({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqConsole data={loaderData} answer={actionData} />;
}
