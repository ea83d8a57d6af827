import { useNavigation } from "react-router";

// "Done" after a console act (published, refunded, saved ...). React Router
// hands the action's answer to the page as soon as the action returns, while
// the page's data is still being reloaded: shown then, "Maria G.: Published"
// would sit above a list that still shows her as pending, and a tap in that
// moment acts on the old page. The notice waits until the page shows the
// change (navigation idle), so what it says and what the page shows agree.

const look = "rounded-lg bg-emerald-100 p-3 font-semibold text-emerald-950";

/** `className` replaces the usual look (a green panel). */
export function DoneNotice({ message, className = look }: { message?: string | null; className?: string }) {
  const settled = useNavigation().state === "idle";
  if (!message || !settled) return null;
  return (
    <p role="status" className={className}>
      {message}
    </p>
  );
}
