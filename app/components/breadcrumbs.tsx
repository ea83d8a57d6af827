import { ChevronRight } from "lucide-react";
import type { Crumb } from "~/features/seo/json-ld.ts";
import { SmartLink } from "./smart-link.tsx";

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-400">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-slate-200">
                {crumb.name}
              </span>
            ) : (
              <SmartLink href={crumb.path} className="hover:text-white">
                {crumb.name}
              </SmartLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
