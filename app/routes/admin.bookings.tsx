import type { Route } from "./+types/admin.bookings";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { listBlocks, listCalendar } from "~/features/admin-bookings/bookings-console.server.ts";
import { BookingsPage } from "~/features/admin-bookings/components/bookings-page.tsx";
import { servicesOf } from "~/platform/services.server.ts";
import { listUnpaidInvoices } from "~/features/balance/balance-acts.server.ts";
import { UnpaidInvoices } from "~/features/balance/components/unpaid-invoices.tsx";

// The calendar list of bookings (staff), with the owner's days off and blocked
// hours (changed on /admin/bookings/schedule, owner only).

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [{ title: "Bookings | Console" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args);
  const past = new URL(args.request.url).searchParams.get("past") === "1";
  const db = await servicesOf(args.context).db();
  const [days, blocks, settings, unpaid] = await Promise.all([
    listCalendar(db, { past }),
    listBlocks(db),
    getSiteSettings(db),
    listUnpaidInvoices(db),
  ]);
  // The owner's crew count (console Settings); a booking of a crew since removed still says its crew.
  const crews = Math.max(settings.booking.crews, ...days.flatMap((d) => d.bookings.map((b) => b.crew)));
  return { days, blocks, past, isOwner: user.role === "owner", crews, unpaid };
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { unpaid, ...page } = loaderData;
  return (
    <>
      {/* What is owed (features/balance): the unpaid invoices and their total. */}
      <UnpaidInvoices {...unpaid} />
      <BookingsPage {...page} />
    </>
  );
}
