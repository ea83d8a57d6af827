import { KeyRound } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.set-password";
import { business } from "~/config/business.ts";
import { accountOfSetPasswordToken, setPasswordWithToken } from "~/features/admin/accounts.server.ts";
import { Field, FormMessage, primaryButton } from "~/features/admin/components/field.tsx";
import {
  fieldErrorsOf,
  formValues,
  newPasswordSchema,
  PASSWORD_MIN,
  type FieldErrors,
} from "~/features/admin/schemas.ts";
import { CONSOLE_SIGN_IN_PATH, type ConsoleHandle } from "~/features/admin/types.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The one-time link printed by `npm run owner:create` or shown to the owner
// when adding staff: sets the account's password (24 hours, one use).

export const handle: ConsoleHandle = { console: { public: true } };

export const meta: Route.MetaFunction = () => [
  { title: `Set your password | ${business.name} console` },
  { name: "robots", content: "noindex" },
  // The token in the address is not sent on to any other site.
  { name: "referrer", content: "no-referrer" },
];

const EXPIRED = "This link has expired or was already used. Ask the owner for a new one.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const account = await accountOfSetPasswordToken(await servicesOf(context).db(), token);
  return { token, email: account?.email ?? null };
}

// Passwords are never sent back in a page: with JavaScript the fields keep what was typed.
type ActionData = { errors: FieldErrors; message?: string; done?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request, 8 * 1024);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const values = formValues(form, ["token", "password", "confirm"]);
  const parsed = newPasswordSchema.safeParse(values);
  if (!parsed.success) return data<ActionData>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const result = await setPasswordWithToken(await servicesOf(context).db(), values.token!, parsed.data.password);
  if (!result.ok) return data<ActionData>({ errors: {}, message: result.error }, { status: 400 });
  return data<ActionData>({ errors: {}, done: true });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = actionData && "errors" in actionData ? (actionData as ActionData) : undefined;
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...result?.errors, ...errors };
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <p className="font-display text-lg font-semibold text-ink-900">{business.name}</p>
      <h1 className="mt-1 text-3xl font-bold text-ink-950">Set your password</h1>
      {result?.done ? (
        <div className="mt-6 flex flex-col gap-4">
          <FormMessage kind="success">Your password is set. Sign in with it now.</FormMessage>
          <Link to={CONSOLE_SIGN_IN_PATH} className={primaryButton}>
            Go to sign-in
          </Link>
        </div>
      ) : !loaderData.email ? (
        <div className="mt-6">
          <FormMessage kind="error">{EXPIRED}</FormMessage>
        </div>
      ) : (
        <Form
          method="post"
          noValidate
          className="mt-6 flex flex-col gap-5 rounded-2xl border border-slate-300 bg-white p-5 shadow-sm"
          onSubmit={(event) => {
            const parsed = newPasswordSchema.safeParse(
              formValues(new FormData(event.currentTarget), ["password", "confirm"]),
            );
            if (parsed.success) return setErrors({});
            event.preventDefault();
            setErrors(fieldErrorsOf(parsed.error));
          }}
        >
          <p className="text-base text-slate-800">
            For <strong className="break-all">{loaderData.email}</strong>
          </p>
          {result?.message && <FormMessage kind="error">{result.message}</FormMessage>}
          <input type="hidden" name="token" value={loaderData.token} />
          {/* For password managers: the account this password is for. */}
          <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
          <Field
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters. A few words you will remember work well.`}
            required
            error={shown.password}
          />
          <Field
            name="confirm"
            label="The same password again"
            type="password"
            autoComplete="new-password"
            required
            error={shown.confirm}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            <KeyRound aria-hidden="true" className="size-5" /> {busy ? "Saving…" : "Set password"}
          </button>
        </Form>
      )}
    </main>
  );
}
