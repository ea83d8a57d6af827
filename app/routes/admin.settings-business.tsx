import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin.settings-business";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import { FormMessage } from "~/features/admin/components/field.tsx";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { formatDay } from "~/features/booking/booking-format.ts";
import { SettingsForm } from "~/features/site-settings/components/settings-form.tsx";
import { formValuesOf } from "~/features/site-settings/effective.ts";
import { settingsFormSchema } from "~/features/site-settings/schema.ts";
import { readSiteSettings, saveSiteSettings } from "~/features/site-settings/settings.server.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The business settings (owner only, issue 24 point 5): hours by weekday,
// holidays, lead time, hold, deposit, crews and travel. Saved as one audited
// change; every page, the assistant and the slot search read them at once.

export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [
  { title: "Hours, holidays and booking | Console" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** A holiday as the form lists it: "Thanksgiving Day, Thursday, November 26, 2026". */
const holidayLabel = (h: { date: string; name: string }) =>
  `${h.name}, ${formatDay(new Date(`${h.date}T17:00:00Z`))}, ${h.date.slice(0, 4)}`;

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "owner");
  const settings = await readSiteSettings(await servicesOf(args.context).db());
  return {
    defaultValue: formValuesOf(settings),
    federal: settings.federal.map((h) => ({ date: h.date, name: h.name, label: holidayLabel(h) })),
    saved: new URL(args.request.url).searchParams.get("saved") === "1",
  };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requireConsoleUser(args, "owner");
  let form: FormData;
  try {
    form = await readFormBody(args.request, 16 * 1024);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ result: undefined, error: error.message }, { status: error.status });
  }
  const submission = parseWithZod(form, { schema: settingsFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), error: undefined }, { status: 400 });
  await saveSiteSettings(await servicesOf(args.context).db(), actor, submission.value);
  return redirect("/admin/settings/business?saved=1", 303);
}

export default function BusinessSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link to="/admin/settings" className="text-sm font-semibold text-ink-900 underline underline-offset-2">
          Settings
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-ink-950">Hours, holidays and booking</h1>
      {loaderData.saved && !actionData && (
        <FormMessage kind="success">Saved. The site, the assistant and the free times follow them now.</FormMessage>
      )}
      {actionData?.error && <FormMessage kind="error">{actionData.error}</FormMessage>}
      <SettingsForm
        defaultValue={loaderData.defaultValue}
        federal={loaderData.federal}
        lastResult={actionData?.result}
      />
    </div>
  );
}
