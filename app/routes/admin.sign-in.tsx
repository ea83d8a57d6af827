import { LogIn } from "lucide-react";
import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin.sign-in";
import { business } from "~/config/business.ts";
import { getConsoleUser } from "~/features/admin/access.server.ts";
import { Field, FormMessage, primaryButton } from "~/features/admin/components/field.tsx";
import { fieldErrorsOf, formValues, signInSchema, type FieldErrors } from "~/features/admin/schemas.ts";
import { redirectSignedIn, signInWithPassword } from "~/features/admin/sign-in.server.ts";
import { safeConsolePath } from "~/features/admin/next-path.ts";
import { LOCKOUT, type ConsoleHandle } from "~/features/admin/types.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { clientAddressContext } from "~/lib/request-context.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The console's sign-in (issue 13): a plain form posted to this route's action,
// so it works without JavaScript; the same schema checks it in the browser.

export const handle: ConsoleHandle = { console: { public: true } };

export const headers = passRetryAfter();

export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${business.name} console` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeConsolePath(url.searchParams.get("next"));
  if (await getConsoleUser(request, servicesOf(context).db)) throw redirect(next);
  return { next, signedOut: url.searchParams.has("signed-out") };
}

type ActionData = { values: { email: string }; errors: FieldErrors; message?: string };

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request, 8 * 1024);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const values = formValues(form, ["email", "password", "next"]);
  const kept = { email: values.email!.slice(0, 254) };
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success) {
    return data<ActionData>({ values: kept, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  }
  const outcome = await signInWithPassword({
    ...parsed.data,
    clientAddress: context.get(clientAddressContext),
    userAgent: request.headers.get("user-agent"),
    db: await servicesOf(context).db(),
  });
  if (outcome.ok) return redirectSignedIn(safeConsolePath(values.next), outcome.setCookies);
  return data<ActionData>(
    { values: kept, errors: {}, message: outcome.message },
    { status: outcome.status, headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {} },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const result = actionData && "values" in actionData ? (actionData as ActionData) : undefined;
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...result?.errors, ...errors };
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <p className="font-display text-lg font-semibold text-ink-900">{business.name}</p>
      <h1 className="mt-1 text-3xl font-bold text-ink-950">Sign in to the console</h1>
      <Form
        method="post"
        noValidate
        className="mt-6 flex flex-col gap-5 rounded-2xl border border-slate-300 bg-white p-5 shadow-sm"
        onSubmit={(event) => {
          const parsed = signInSchema.safeParse(formValues(new FormData(event.currentTarget), ["email", "password"]));
          if (parsed.success) return setErrors({});
          event.preventDefault();
          setErrors(fieldErrorsOf(parsed.error));
        }}
      >
        {loaderData.signedOut && !result && <FormMessage kind="success">You are signed out.</FormMessage>}
        {result?.message && <FormMessage kind="error">{result.message}</FormMessage>}
        {actionData && "error" in actionData && <FormMessage kind="error">{String(actionData.error)}</FormMessage>}
        <input type="hidden" name="next" value={loaderData.next} />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={result?.values.email}
          error={shown.email}
        />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={shown.password}
        />
        <button type="submit" className={primaryButton} disabled={busy}>
          <LogIn aria-hidden="true" className="size-5" /> {busy ? "Signing in…" : "Sign in"}
        </button>
        <p className="text-sm text-slate-700">
          After {LOCKOUT.maxFailures} wrong passwords in a row your connection waits {LOCKOUT.minutes} minutes before it
          may try that account again. Forgot your password? Ask the owner for a new set-password link.
        </p>
      </Form>
    </main>
  );
}
