import type { Route } from "./+types/admin.reviews";
import { business } from "~/config/business.ts";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { ReviewConsole, type ReviewConsoleData } from "~/features/reviews/components/review-console.tsx";
import { runReviewAct } from "~/features/reviews/review-acts.server.ts";
import { listReviewsForConsole } from "~/features/reviews/reviews.server.ts";
import { readReviewFilter } from "~/features/reviews/schema.ts";
import { servicesOf } from "~/platform/services.server.ts";

// Reviews (issue 24): everyone in the console reads the moderation list; the
// owner adds reviews from phone calls, publishes, hides and replies.

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [{ title: "Reviews | Console" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const today = new Intl.DateTimeFormat("en-CA", { timeZone: business.hours.timeZone });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args);
  const filter = readReviewFilter(new URL(args.request.url).searchParams.get("status"));
  const { reviews, counts } = await listReviewsForConsole(await servicesOf(args.context).db(), filter);
  return {
    filter,
    counts,
    reviews: reviews.map((r) => ({
      id: r.id,
      name: r.name,
      town: r.town,
      service: r.service,
      rating: r.rating,
      date: r.date,
      text: r.text,
      status: r.status,
      source: r.source,
      publishConsent: r.publishConsent,
      reply: r.reply,
    })),
    isOwner: user.role === "owner",
    today: today.format(new Date()),
  } satisfies ReviewConsoleData;
}

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args);
  return runReviewAct(await servicesOf(args.context).db(), user, args.request);
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewConsole data={loaderData} answer={actionData} />;
}
