import type { ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/** The page width and side padding every section lines up on. */
export const containerClassName = "mx-auto w-full max-w-7xl px-5 sm:px-8";

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(containerClassName, className)}>{children}</div>;
}
