import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";

// The console's lists over several pages (leads, orders, catalogue,
// conversations): Previous, where the list is, Next.

const linkClass = buttonClass("ghost", "border border-slate-400");

/** Nothing when the list fits one page. */
export function Pager({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={linkClass}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-800">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={linkClass}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
