import { redirect } from "react-router";
import type { Route } from "./+types/admin.index";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";

// /admin itself: the leads are the console's first page.

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args);
  return redirect("/admin/leads");
}
