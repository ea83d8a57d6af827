import { BadgeCheck, ShieldCheck } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/warranty";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { verifyCertificate } from "~/features/jobs/completion.server.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { servicesOf } from "~/platform/services.server.ts";

// /warranty/:code (issue 25): anyone holding a certificate (a buyer of the car,
// an insurer) checks it here, by the QR code on it. It shows the first name
// only, the vehicle or property, the films and the installation date; an
// unknown or malformed code is a 404 that says so. Not indexed, not cached.

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: `Verify a warranty certificate | ${business.name}`,
    description: `Check a warranty certificate issued by ${business.name}.`,
    path: "/warranty",
    noindex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await verifyCertificate(await servicesOf(context).db(), params.code);
  if (!found) throw data(null, { status: 404, statusText: "Not Found", headers: privateHeaders });
  return found;
}

export default function Warranty({ loaderData: c }: Route.ComponentProps) {
  return (
    <section className="relative overflow-hidden bg-ink-900 pt-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,181,68,0.18),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(14,165,233,0.16),transparent_50%)]"
      />
      <Container className="relative max-w-3xl py-12 sm:py-20">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-gold-400 uppercase">
          <ShieldCheck aria-hidden="true" className="size-5" /> Warranty certificate
        </p>
        <h1 className="mt-3 text-3xl font-semibold text-white sm:text-5xl">This certificate is valid</h1>
        <p className="mt-4 text-lg text-slate-300">
          Issued by {business.name} to {c.firstName} for the work below.
        </p>
        <div className="mt-8 rounded-3xl bg-white p-5 shadow-2xl sm:p-8">
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Issued to</dt>
              <dd className="mt-1 text-lg font-semibold text-ink-950" data-testid="warranty-name">
                {c.firstName}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Vehicle or property</dt>
              <dd className="mt-1 text-lg font-semibold text-ink-950">{c.subject}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Installed on</dt>
              <dd className="mt-1 text-lg font-semibold text-ink-950">{c.installedOn}</dd>
            </div>
          </dl>
          <h2 className="mt-8 text-sm font-semibold tracking-wide text-slate-600 uppercase">Film installed</h2>
          <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {c.groups.map((g) => (
              <li key={g.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <span className="font-semibold text-ink-950">{g.label}</span>
                <span className="text-slate-800">
                  {g.film.charAt(0).toUpperCase() + g.film.slice(1)}
                  {g.shade === null ? "" : `, ${g.shade}% shade`}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-start gap-2 text-sm text-slate-700">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            The certificate and the invoice are needed for a claim. Questions: {business.phone.display}.
          </p>
        </div>
      </Container>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="bg-ink-900 pt-20">
      <Container className="max-w-3xl py-20 text-center sm:py-28">
        <p className="font-display text-5xl font-bold text-gold-400">{notFound ? "404" : "Oops"}</p>
        <h1 className="mt-4 text-3xl font-semibold text-white sm:text-4xl">
          {notFound ? "No certificate has this code" : "The certificate could not be checked"}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-300">
          {notFound
            ? "Check the code on the certificate (24 letters and digits) or scan its QR code again. If it still isn't found, call us and we'll look it up."
            : "Please try again in a moment."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={business.phone.href}>Call {business.phone.display}</ButtonLink>
          <ButtonLink href="/" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
