import { data } from "react-router";
import { showVisitorText } from "~/lib/safe-text.ts";
import type { Route } from "./+types/admin.lead";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { LeadDetailView } from "~/features/admin-leads/components/lead-detail.tsx";
import { runLeadAction } from "~/features/admin-leads/lead-actions.server.ts";
import { getLead, setLeadRead } from "~/features/admin-leads/leads.server.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";
import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema.ts";
import { moveOptions, runBookingAct } from "~/features/admin-bookings/booking-acts.server.ts";
import { isBookingIntent, type BookingActAnswer } from "~/features/admin-bookings/schema.ts";
import { BookingActForms } from "~/features/admin-bookings/components/booking-acts.tsx";
import { loggerContext } from "~/lib/request-context.ts";
import { balanceViewOf, runInvoiceAct } from "~/features/balance/balance-acts.server.ts";
import { isInvoiceIntent, type InvoiceActAnswer } from "~/features/balance/schema.ts";
import { BalancePanel } from "~/features/balance/components/balance-panel.tsx";
import { jobLinks } from "~/features/jobs/completion.server.ts";
import { JobLinks } from "~/features/jobs/components/job-links.tsx";
import { OnMyWayForm } from "~/features/texts/components/on-my-way-form.tsx";
import { ON_MY_WAY } from "~/features/texts/on-my-way.ts";
import { newPress, sendOnMyWay } from "~/features/texts/on-my-way.server.ts";

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? showVisitorText(loaderData.detail.lead.name, { newlines: false }) : "Lead"} | Console` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Opening a lead marks it read. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args);
  const db = await servicesOf(args.context).db();
  try {
    await setLeadRead(db, user, args.params.source, args.params.id, true);
    const detail = await getLead(db, args.params.source, args.params.id);
    const isOwner = user.role === "owner";
    if (detail.booking?.can.move && isOwner) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, args.params.id));
      if (row) detail.booking.moveTo = await moveOptions(db, row);
    }
    // The booking's balance: its sums, its invoice, how it was paid (features/balance).
    const balance = args.params.source === "booking" ? await balanceViewOf(db, args.params.id) : null;
    // The completion record and its certificate (issue 25).
    const job = detail.booking ? await jobLinks(db, detail.booking.id, detail.booking.can.settle) : null;
    // "On my way" (features/texts): one press id per page, so a double-click sends one text.
    return { detail, isOwner, balance, job, press: newPress() };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404, statusText: "Not Found" });
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args);
  const db = await servicesOf(args.context).db();
  if (args.params.source === "booking") {
    // The owner's acts on the booking (move, cancel, completed, no-show); the lead's own acts otherwise.
    // Read from a copy within the lead form's limit; a bad body falls through to the lead's action, which answers it.
    const form = await readFormBody(args.request.clone(), 16 * 1024).catch(() => null);
    const intent = String(form?.get("intent") ?? "");
    if (form && intent === ON_MY_WAY) return sendOnMyWay(db, user, form, args.params.id);
    if (form && isBookingIntent(intent))
      return runBookingAct(db, user, intent, form, args.params.id, { log: args.context.get(loggerContext) });
    if (form && isInvoiceIntent(intent)) return runInvoiceAct(db, user, intent, form, args.params.id);
  }
  return runLeadAction(db, user, args.request, args.params.source, args.params.id);
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, isOwner, balance, job, press } = loaderData;
  const answer = actionData instanceof Response ? undefined : actionData;
  const invoiceAnswer =
    answer && "intent" in answer && isInvoiceIntent(answer.intent) ? (answer as InvoiceActAnswer) : undefined;
  const onMyWay = answer && "result" in answer && answer.intent === ON_MY_WAY ? answer : undefined;
  return (
    <LeadDetailView
      detail={detail}
      action={answer && !("result" in answer) ? answer : undefined}
      bookingActs={
        detail.booking ? (
          <>
            <BookingActForms
              booking={detail.booking}
              isOwner={isOwner}
              answer={
                answer && "result" in answer && !invoiceAnswer && answer.intent !== ON_MY_WAY
                  ? (answer as BookingActAnswer)
                  : undefined
              }
            />
            {detail.booking.status === "confirmed" ? (
              <OnMyWayForm bookingId={detail.booking.id} press={press} lastResult={onMyWay?.result} ok={onMyWay?.ok} />
            ) : null}
            {job ? <JobLinks links={job} /> : null}
            {balance ? <BalancePanel view={balance} isOwner={isOwner} answer={invoiceAnswer} /> : null}
          </>
        ) : undefined
      }
    />
  );
}
