import { Clock, Mail, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.settings";
import { getEnv } from "~/config/env.server.ts";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import { AccountExistsError, listAccounts } from "~/features/admin/accounts.server.ts";
import { Field, FormMessage, primaryButton } from "~/features/admin/components/field.tsx";
import {
  accountSchema,
  fieldErrorsOf,
  formValues,
  notificationEmailSchema,
  type FieldErrors,
} from "~/features/admin/schemas.ts";
import {
  addStaff,
  getNotificationEmail,
  removeStaff,
  resendStaffLink,
  setNotificationEmail,
} from "~/features/admin/settings.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

// Settings (owner only): where quote notifications go, and the staff accounts;
// the hours, holidays and booking rules on their own page (admin.settings-business.tsx).

export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [{ title: "Settings | Console" }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "owner");
  const db = await servicesOf(args.context).db();
  const [notificationEmail, accounts] = await Promise.all([getNotificationEmail(db), listAccounts(db)]);
  return {
    notificationEmail,
    defaultEmail: getEnv().OWNER_EMAIL,
    accounts: accounts.map((a) => ({ ...a, locked: a.lockedUntil !== null && a.lockedUntil > new Date() })),
  };
}

type ActionData = {
  intent: string;
  errors: FieldErrors;
  values: Record<string, string>;
  message?: string;
  error?: string;
  link?: string;
};

export async function action(args: Route.ActionArgs) {
  const actor = await requireConsoleUser(args, "owner");
  let form: FormData;
  try {
    form = await readFormBody(args.request, 8 * 1024);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const db = await servicesOf(args.context).db();
  const intent = String(form.get("intent") ?? "");
  const answer = (status: number, body: Omit<ActionData, "intent">) =>
    data<ActionData>({ intent, ...body }, { status });
  if (intent === "notification-email") {
    const values = formValues(form, ["notificationEmail"]);
    const parsed = notificationEmailSchema.safeParse(values);
    if (!parsed.success) return answer(400, { errors: fieldErrorsOf(parsed.error), values });
    await setNotificationEmail(db, actor, parsed.data.notificationEmail);
    return answer(200, {
      errors: {},
      values: {},
      message: parsed.data.notificationEmail
        ? `Quote notifications now go to ${parsed.data.notificationEmail}.`
        : "Quote notifications go to the default address again.",
    });
  }
  if (intent === "add-staff") {
    const values = formValues(form, ["email", "name"]);
    const parsed = accountSchema.safeParse(values);
    if (!parsed.success) return answer(400, { errors: fieldErrorsOf(parsed.error), values });
    try {
      const { user, link } = await addStaff(db, actor, parsed.data);
      return answer(200, { errors: {}, values: {}, message: `${user.email} can now set a password.`, link });
    } catch (error) {
      if (error instanceof AccountExistsError) return answer(409, { errors: { email: error.message }, values });
      throw error;
    }
  }
  if (intent === "remove-staff" || intent === "new-link") {
    const userId = String(form.get("userId") ?? "").slice(0, 100);
    if (intent === "new-link") {
      const link = await resendStaffLink(db, actor, userId);
      if (!link) return answer(404, { errors: {}, values: {}, error: "There is no such staff account." });
      return answer(200, {
        errors: {},
        values: {},
        message: "A new set-password link (the old one no longer works):",
        link,
      });
    }
    if (!(await removeStaff(db, actor, userId)))
      return answer(404, { errors: {}, values: {}, error: "There is no such staff account." });
    return answer(200, { errors: {}, values: {}, message: "The staff account is removed; its sessions have ended." });
  }
  return answer(400, { errors: {}, values: {}, error: "Unknown action." });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = actionData && "intent" in actionData ? (actionData as ActionData) : undefined;
  const [errors, setErrors] = useState<{ intent: string; errors: FieldErrors }>({ intent: "", errors: {} });
  const errorsOf = (intent: string) => ({
    ...(result?.intent === intent ? result.errors : {}),
    ...(errors.intent === intent ? errors.errors : {}),
  });
  const valuesOf = (intent: string) => (result?.intent === intent ? result.values : {});
  const emailErrors = errorsOf("notification-email");
  const staffErrors = errorsOf("add-staff");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-950">Settings</h1>
      <Link
        to="/admin/settings/business"
        className="flex min-h-12 items-center gap-2 rounded-2xl border border-slate-300 bg-white p-4 font-semibold text-ink-950 underline-offset-2 hover:underline"
      >
        <Clock aria-hidden="true" className="size-5" /> Hours, holidays and booking (lead time, hold, deposit, crews,
        travel)
      </Link>
      {result?.message && (
        <FormMessage kind="success">
          {result.message}
          {result.link && (
            <>
              {" "}
              Send this link to them; it works once, for 24 hours:{" "}
              <span className="mt-1 block font-mono text-xs break-all" data-testid="set-password-link">
                {result.link}
              </span>
            </>
          )}
        </FormMessage>
      )}
      {result?.error && <FormMessage kind="error">{result.error}</FormMessage>}

      <section aria-labelledby="notify-heading" className="rounded-2xl border border-slate-300 bg-white p-4 sm:p-5">
        <h2 id="notify-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-950">
          <Mail aria-hidden="true" className="size-5" /> Quote notifications
        </h2>
        <Form
          method="post"
          noValidate
          className="mt-3 flex flex-col gap-4"
          onSubmit={(event) => {
            const parsed = notificationEmailSchema.safeParse(
              formValues(new FormData(event.currentTarget), ["notificationEmail"]),
            );
            if (parsed.success) return setErrors({ intent: "", errors: {} });
            event.preventDefault();
            setErrors({ intent: "notification-email", errors: fieldErrorsOf(parsed.error) });
          }}
        >
          <input type="hidden" name="intent" value="notification-email" />
          <Field
            name="notificationEmail"
            label="Send new quote requests to"
            type="email"
            inputMode="email"
            hint={`Leave empty for the default, ${loaderData.defaultEmail}.`}
            defaultValue={valuesOf("notification-email").notificationEmail ?? loaderData.notificationEmail ?? ""}
            error={emailErrors.notificationEmail}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            Save address
          </button>
        </Form>
      </section>

      <section aria-labelledby="staff-heading" className="rounded-2xl border border-slate-300 bg-white p-4 sm:p-5">
        <h2 id="staff-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-950">
          <UserPlus aria-hidden="true" className="size-5" /> Accounts
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Staff see leads, orders and conversations; they cannot change prices, stock or accounts.
        </p>
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Accounts">
          {loaderData.accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-all text-ink-950">{account.email}</p>
                <p className="text-sm text-slate-700">
                  {account.name} · {account.role === "owner" ? "Owner" : "Staff"}
                  {account.locked && " · locked for now (too many wrong passwords)"}
                </p>
              </div>
              {account.role === "staff" && (
                <div className="flex gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="new-link" />
                    <input type="hidden" name="userId" value={account.id} />
                    <button
                      type="submit"
                      className="min-h-11 rounded-full border-2 border-ink-900 px-4 text-sm font-semibold text-ink-900 hover:bg-slate-100"
                      aria-label={`New set-password link for ${account.email}`}
                    >
                      New link
                    </button>
                  </Form>
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(`Remove ${account.email}? Their sessions end at once.`))
                        event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="intent" value="remove-staff" />
                    <input type="hidden" name="userId" value={account.id} />
                    <button
                      type="submit"
                      className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-red-800 px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
                      aria-label={`Remove ${account.email}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" /> Remove
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-base font-semibold text-ink-950">Add a staff member</h3>
        <Form
          method="post"
          noValidate
          className="mt-2 flex flex-col gap-4"
          onSubmit={(event) => {
            const parsed = accountSchema.safeParse(formValues(new FormData(event.currentTarget), ["email", "name"]));
            if (parsed.success) return setErrors({ intent: "", errors: {} });
            event.preventDefault();
            setErrors({ intent: "add-staff", errors: fieldErrorsOf(parsed.error) });
          }}
        >
          <input type="hidden" name="intent" value="add-staff" />
          <Field
            name="name"
            id="staff-name"
            label="Name"
            autoComplete="off"
            defaultValue={valuesOf("add-staff").name}
            error={staffErrors.name}
          />
          <Field
            name="email"
            id="staff-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            defaultValue={valuesOf("add-staff").email}
            error={staffErrors.email}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            <UserPlus aria-hidden="true" className="size-5" /> Add staff member
          </button>
        </Form>
      </section>
    </div>
  );
}
