import { z } from "zod";

// The console's forms, parsed by the same schemas in the browser and the action.

export const PASSWORD_MIN = 12;

/** A field left empty (or only spaces) counts as not given. */
export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The page of a console list's URL (?page=). */
export const pageField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: "The page is a number." })
    .int("The page is a whole number.")
    .min(1, "Pages start at 1.")
    .max(10_000, "There are not that many pages.")
    .default(1),
);
export const PASSWORD_MAX = 128;

const email = z
  .string()
  .trim()
  .min(1, "Enter an email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter an email address like name@example.com."))
  .transform((v) => v.toLowerCase());

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX, "That password is too long."),
});

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
      .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords differ." });

export const accountSchema = z.object({
  email,
  name: z.string().trim().min(1, "Enter a name.").max(100, "Use at most 100 characters."),
});

export const notificationEmailSchema = z.object({
  // Empty: back to the default address.
  notificationEmail: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), email.nullable()),
});

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field, for the form. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A form's fields as strings (files and repeats ignored). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, typeof form.get(n) === "string" ? (form.get(n) as string) : ""]));
}
