import { cn } from "~/lib/cn.ts";

/** A markdown body rendered at build time from the repository's own content files. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cn("prose-site", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
