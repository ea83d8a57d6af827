import type { Route } from "./+types/admin.sign-out";
import { signOut } from "~/features/admin/sign-in.server.ts";

// POST /admin/sign-out (the shell's button): ends the session, back to sign-in.
// Cross-site posts never get here (server/console-guard.ts).

export async function action({ request }: Route.ActionArgs) {
  return signOut(request);
}
