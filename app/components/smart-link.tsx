import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { classifyHref } from "~/lib/href.ts";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/** The one link component: applies the link rule of SPEC.md 2 (see lib/href.ts). */
export function SmartLink({ href, children, ...rest }: Props) {
  const kind = classifyHref(href);
  if (kind === "internal") {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (kind === "native") {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
