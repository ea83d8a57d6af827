import type { ReactNode } from "react";
import { cn } from "~/lib/cn.ts";
import { SmartLink } from "../smart-link.tsx";

type Variant = "primary" | "secondary" | "ghost" | "dark";

const variants: Record<Variant, string> = {
  primary: "bg-gold-400 text-ink-950 shadow-lg shadow-gold-500/20 hover:bg-gold-300",
  secondary: "border border-white/30 bg-white/5 text-white hover:bg-white/15",
  ghost: "text-ink-900 hover:bg-slate-100",
  dark: "bg-ink-900 text-white hover:bg-ink-700",
};

export function buttonClass(variant: Variant = "primary", className?: string) {
  return cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    className,
  );
}

export function ButtonLink({
  href,
  variant,
  className,
  children,
  onClick,
}: {
  href: string;
  variant?: Variant;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <SmartLink href={href} className={buttonClass(variant, className)} onClick={onClick}>
      {children}
    </SmartLink>
  );
}
