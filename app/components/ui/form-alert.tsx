import { cn } from "~/lib/cn.ts";

// A form's own errors (not a field's), as Conform gives them (`form.errors`,
// `form.errorId`): read out when they appear, next to the form's button.

export function FormAlert({ id, errors, className }: { id: string; errors?: string[]; className?: string }) {
  return (
    <div id={id} role="alert" className={cn("grid gap-1 empty:hidden", className)}>
      {errors?.map((message) => (
        <p
          key={message}
          className="rounded-lg border-2 border-red-700 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900"
        >
          {message}
        </p>
      ))}
    </div>
  );
}
