import { ClipboardCheck, FileDown } from "lucide-react";
import { Link } from "react-router";
import { actButtonClass } from "~/features/admin/components/act-button.ts";

// The completion record's links on a booking's lead page (issue 25): "Complete
// the job" while the booking machine allows it, the certificate once made.

export type JobLinksInfo = { complete: string | null; certificate: string | null };

export function JobLinks({ links }: { links: JobLinksInfo }) {
  if (!links.complete && !links.certificate) return null;
  return (
    <div className="mt-3 grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-2">
      {links.complete ? (
        <Link to={links.complete} className={`${actButtonClass} gap-2`}>
          <ClipboardCheck aria-hidden="true" className="size-5" /> Complete the job
        </Link>
      ) : null}
      {links.certificate ? (
        <a href={links.certificate} className={`${actButtonClass} gap-2`} download>
          <FileDown aria-hidden="true" className="size-5" /> Warranty certificate (PDF)
        </a>
      ) : null}
    </div>
  );
}
