import type { InputHTMLAttributes } from "react";
import { cn } from "~/lib/cn.ts";

// A labelled console field: its message beside it (aria-describedby,
// aria-invalid), large enough to tap, high contrast.

type FieldProps = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name">;

export function Field({ name, label, error, hint, className, id, ...input }: FieldProps) {
  const fieldId = id ?? `field-${name}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink-950">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={cn(
          "min-h-12 w-full rounded-xl border-2 bg-white px-4 py-2 text-base text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900",
          error ? "border-red-700" : "border-slate-400",
        )}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormMessage({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl border-2 p-3 text-sm font-medium",
        kind === "error"
          ? "border-red-700 bg-red-50 text-red-900"
          : "border-emerald-700 bg-emerald-50 text-emerald-900",
      )}
    >
      {children}
    </p>
  );
}

export const primaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ink-900 px-6 py-2.5 text-base font-semibold text-white hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900 disabled:opacity-60";
