import { data } from "react-router";
import type { Route } from "./+types/admin.bookings";
import { booking as bookingConfig } from "~/config/booking.ts";
import { getDb } from "~/db/db.server.ts";
import { requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { addBlock, listBlocks, listCalendar, removeBlock } from "~/features/admin-bookings/bookings-console.server.ts";
import { BookingsPage, type BlockActionData } from "~/features/admin-bookings/components/bookings-page.tsx";
import { blockFields, parseBlockForm, type BlockValues } from "~/features/admin-bookings/schema.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";

// The calendar list of bookings (staff), and the owner's days off and blocked
// hours, which the slot search of /book/when reads on its next request.

export const handle: ConsoleHandle = { console: { role: "staff" } };

export const meta: Route.MetaFunction = () => [{ title: "Bookings | Console" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args);
  const past = new URL(args.request.url).searchParams.get("past") === "1";
  const db = await getDb();
  const [days, blocks] = await Promise.all([listCalendar(db, { past }), listBlocks(db)]);
  return { days, blocks, past, isOwner: user.role === "owner", crews: bookingConfig.crews };
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
  const db = await getDb();
  if (intent === "add-block") {
    const values: BlockValues = {};
    for (const f of blockFields) {
      const v = form.get(f);
      if (typeof v === "string") values[f] = v.slice(0, 1000);
    }
    const parsed = parseBlockForm(values);
    if (!parsed.ok) return answer(400, { errors: parsed.errors, values });
    await addBlock(db, actor, parsed.block);
    return answer(200, { message: "Blocked: those times are no longer offered online." });
  }
  if (intent === "remove-block") {
    const id = Number(form.get("blockId"));
    if (!Number.isInteger(id) || id < 1 || id > 2 ** 31) return answer(400, { error: "There is no such block." });
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

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingsPage {...loaderData} action={actionData && "intent" in actionData ? actionData : undefined} />;
}
