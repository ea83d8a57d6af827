import type { ReactNode } from "react";
import { Container } from "./ui/container.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import type { Crumb } from "~/features/seo/json-ld.ts";

/** The dark band at the top of every inner page (the header sits over it). */
export function PageHero({
  eyebrow,
  title,
  children,
  crumbs,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  crumbs?: Crumb[];
}) {
  return (
    <section className="relative overflow-hidden bg-ink-900 pt-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,181,68,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(14,165,233,0.16),transparent_50%)]"
      />
      <Container className="relative py-14 sm:py-20">
        {crumbs && <Breadcrumbs crumbs={crumbs} />}
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl text-4xl font-semibold text-white sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 max-w-3xl text-lg text-slate-300">{children}</div>}
      </Container>
    </section>
  );
}
