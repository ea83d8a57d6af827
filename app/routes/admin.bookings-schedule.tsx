import { data } from "react-router";
import type { Route } from "./+types/admin.bookings-schedule";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import {
  addBlock,
  blockedMessage,
  bookingsInBlock,
  listBlocks,
  listCalendar,
  removeBlock,
} from "~/features/admin-bookings/bookings-console.server.ts";
import { SchedulePage, type BlockActionData } from "~/features/admin-bookings/components/bookings-page.tsx";
import { blockFields, parseBlockForm, type BlockValues } from "~/features/admin-bookings/schema.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The owner's days off and blocked hours for online booking (owner only): the
// slot search of /book/when and every hold read them on the next request,
// with those of app/config/booking.ts.

export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [
  { title: "Booking schedule | Console" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "owner");
  const db = await servicesOf(args.context).db();
  const [blocks, settings] = await Promise.all([listBlocks(db), getSiteSettings(db)]);
  return { blocks, crews: settings.booking.crews };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requireConsoleUser(args, "owner");
  let form: FormData;
  try {
    form = await readFormBody(args.request, 8 * 1024);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const intent = String(form.get("intent") ?? "");
  const answer = (status: number, body: Omit<BlockActionData, "intent">) =>
    data<BlockActionData>({ intent, ...body }, { status });
  const db = await servicesOf(args.context).db();
  if (intent === "add-block") {
    const values: BlockValues = {};
    for (const f of blockFields) {
      const v = form.get(f);
      if (typeof v === "string") values[f] = v.slice(0, 1000);
    }
    const parsed = parseBlockForm(values, (await getSiteSettings(db)).booking.crews);
    if (!parsed.ok) return answer(400, { errors: parsed.errors, values });
    const block = await addBlock(db, actor, parsed.block);
    return answer(200, { message: blockedMessage(bookingsInBlock(block, await listCalendar(db))) });
  }
  if (intent === "remove-block") {
    const id = Number(form.get("blockId"));
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return answer(400, { error: "There is no such block." });
    try {
      await removeBlock(db, actor, id);
    } catch (error) {
      if (error instanceof HttpError) return answer(error.status, { error: error.message });
      throw error;
    }
    return answer(200, { message: "Removed: those times are offered again." });
  }
  return answer(400, { error: "Unknown action." });
}

export default function AdminBookingSchedule({ loaderData, actionData }: Route.ComponentProps) {
  return <SchedulePage {...loaderData} action={actionData && "intent" in actionData ? actionData : undefined} />;
}
