import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin";
import { business } from "~/config/business.ts";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import { ConsoleShell } from "~/features/admin/components/console-shell.tsx";
import type { ConsoleHandle } from "~/features/admin/types.ts";

// The owner's console (issue 13): the layout of every page under /admin but
// the sign-in and set-password pages. Its children are declared in
// app/routes.ts; each exports `handle = { console: { role } }` and checks it
// in `middleware = [consoleAccess(handle)]`.

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [
  { title: `Console | ${business.name}` },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  return { user: await requireConsoleUser(args) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell user={loaderData.user}>
      <Outlet />
    </ConsoleShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 403
      ? "Only the owner can do this."
      : status === 404
        ? "There is no such page in the console."
        : "Something went wrong. Please try again in a moment.";
  return (
    <ConsoleShell user={data?.user ?? null}>
      <h1 className="text-2xl font-bold text-ink-950">{status === 403 ? "Owner only" : "Sorry"}</h1>
      <p className="mt-2 text-base text-slate-800">{text}</p>
    </ConsoleShell>
  );
}
