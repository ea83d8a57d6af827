import { Phone } from "lucide-react";
import { business } from "~/config/business.ts";
import { quoteHref } from "~/config/navigation.ts";
import { useSiteHours } from "~/features/site-settings/site-hours.ts";
import { ButtonLink } from "./ui/button.tsx";
import { Container } from "./ui/container.tsx";

/** The closing band of inner pages: quote or call. */
export function CallToAction({ title, text }: { title?: string; text?: string }) {
  const hours = useSiteHours();
  return (
    <section className="bg-ink-900">
      <Container className="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-semibold text-white sm:text-3xl">
            {title ?? "Ready for cooler, clearer glass?"}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-300">
            {text ??
              `We come to you, ${hours.label}. First-time customers save ${business.offer.percent}% on any tint service.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={quoteHref}>Get a Quote</ButtonLink>
          <ButtonLink href={business.phone.href} variant="secondary">
            <Phone aria-hidden="true" className="size-4" /> {business.phone.display}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
