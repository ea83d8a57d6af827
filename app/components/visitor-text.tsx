import { visitorTextParts } from "~/lib/safe-text.ts";

// Text a visitor typed, as the console shows it: stored as typed, made inert
// here. The <bdi> isolates it, so its direction never spills onto the text
// around it; each bidi control or other invisible character is shown as a
// muted marker in its place, so "Bob\u202Egnp.exe" reads as typed, not as
// "Bobexe.png".

export function VisitorText({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return (
    <bdi className={className}>
      {visitorTextParts(text).map((part, i) =>
        "hidden" in part ? (
          <span
            key={i}
            className="mx-px rounded bg-amber-100 px-0.5 font-mono text-[0.8em] text-amber-900"
            title="An invisible character in what the visitor sent (it can reorder or hide text), shown here in its place"
          >
            [{part.hidden}]
          </span>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
