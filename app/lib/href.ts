export type HrefKind = "internal" | "native" | "external";

/**
 * The link rule of SPEC.md 2: a single leading slash navigates inside the
 * site; #, tel:, mailto: and sms: open normally; anything else opens in a new tab.
 */
export function classifyHref(href: string): HrefKind {
  if (/^\/(?![/\\])/.test(href)) return "internal";
  if (/^(#|tel:|mailto:|sms:)/i.test(href)) return "native";
  return "external";
}
