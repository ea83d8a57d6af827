import { redirect } from "react-router";
import type { Route } from "./+types/admin.sign-out";
import { signOut } from "~/features/admin/sign-in.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

// POST /admin/sign-out (the shell's button): ends the session, back to sign-in.
// Cross-site posts never get here (server/console-guard.ts). A GET (a typed or
// bookmarked address) signs no one out: it goes to the console, which sends a
// visitor without a session to sign-in.

export function loader(_args: Route.LoaderArgs) {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(request, servicesOf(context).db);
}
