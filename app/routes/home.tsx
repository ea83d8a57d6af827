import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";
import { staticRegion } from "~/speed/static-region.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import {
  articles,
  faqs,
  reviews,
  servicePages,
  summarizeReviews,
  toArticleCard,
} from "~/features/content/content.server.ts";
import { QuoteFormOnDemand } from "~/features/quote/components/quote-form-on-demand.tsx";
import { issueFormToken } from "~/features/quote/form-token.server.ts";
import { FORM_TOKEN_PLACEHOLDER } from "~/features/quote/form-token.ts";
import { keptCopyContext } from "~/lib/request-context.ts";
import { submitQuote } from "~/features/quote/quote.server.ts";
import { sendQuote } from "~/features/quote/send-quote.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { clientAddressContext, loggerContext } from "~/lib/request-context.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

/** The quote form's answer says when to try again (Retry-After on a 429 or an outage's 503). */
// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const headers = passRetryAfter();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: `${business.name} | Mobile Ceramic Window Tint in ${business.homeTown.cityRegion}`,
    description: `Mobile ceramic window tinting for cars, homes and businesses in ${business.homeTown.city}, Pensacola, Destin and Fort Walton Beach. Florida-legal shades, ${business.offer.percent}% off your first tint.`,
    path: "/",
  });

export function loader({ context }: Route.LoaderArgs) {
  return {
    services: servicePages.map((s) => s.data),
    reviews: reviews.slice(0, 3),
    rating: summarizeReviews(),
    faqs,
    articles: articles.slice(0, 3).map(toArticleCard),
    // In the kept copy a placeholder the server fills per response (docs/decisions/009 and 029).
    formToken: context.get(keptCopyContext) ? FORM_TOKEN_PLACEHOLDER : issueFormToken(),
  };
}

/**
 * The quote form's one action (QUOTE_ACTION): without JavaScript a plain post,
 * the page showing the errors or the confirmation; with it, the form's fetcher.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, limiters } = servicesOf(context);
  const { body, init } = await submitQuote({
    request,
    openDb: db,
    limiter: limiters.quote,
    clientAddress: context.get(clientAddressContext),
    log: context.get(loggerContext),
  });
  return data(body, init);
}

/** With JavaScript, the form's fetcher: the same action; a post that gets no answer leaves the form on screen (sendQuote). */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return sendQuote(serverAction);
}

/**
 * A post (the quote form's, QUOTE_ACTION) changes nothing the page loaded, and
 * its prerendered data would bring back the build's token placeholder.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

// The page's words live in static regions (speed/static-region.tsx): kept as the
// server's HTML; the browser only fetches them when it must render them itself.
const loadHomeSections = () => import("~/features/home/components/home-sections.tsx");
const loadContactSections = () => import("~/features/home/components/contact-sections.tsx");
const HomeIntro = staticRegion({
  id: "home-intro",
  load: () => loadHomeSections().then((m) => m.HomeIntro),
});
const ContactDetails = staticRegion({
  id: "contact-details",
  load: () => loadContactSections().then((m) => m.ContactDetails),
});
const NextSteps = staticRegion({
  id: "contact-next-steps",
  className: "rounded-3xl border border-white/10 bg-white/5 p-6 sm:p-8 lg:col-start-1",
  load: () => loadContactSections().then((m) => m.NextSteps),
});
const PrivacyPolicy = staticRegion({
  id: "privacy-region",
  load: () => loadContactSections().then((m) => m.PrivacyPolicy),
});

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { services, reviews, rating, faqs, articles, formToken } = loaderData;
  return (
    <>
      <HomeIntro rating={rating} services={services} reviews={reviews} faqs={faqs} articles={articles} />
      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 bg-ink-900 py-20 sm:py-28">
        <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
          <ContactDetails />
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <QuoteFormOnDemand token={formToken} serverResult={actionData} />
          </div>
          <NextSteps />
        </Container>
      </section>
      <PrivacyPolicy />
    </>
  );
}
