import {
  Car,
  Building2,
  CheckCircle2,
  Clock,
  Home as HomeIcon,
  MapPin,
  Phone,
  Shield,
  Sun,
  Thermometer,
} from "lucide-react";
import { Stars } from "~/components/stars.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { serviceAreas } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { quoteHref } from "~/config/navigation.ts";
import { openEveryDay, useSiteHours } from "~/features/site-settings/site-hours.ts";
import type { ArticleCard } from "~/features/content/components/article-list.tsx";
import type { Faq } from "~/features/content/schema.ts";
import { ReviewReply } from "~/features/reviews/components/review-reply.tsx";
import type { PublicReview } from "~/features/reviews/types.ts";
import { formatDate } from "~/lib/dates.ts";

/*
 * The landing page's words and pictures. They are rendered on the server and
 * kept as HTML in the browser (static regions, routes/home.tsx): this module is
 * only downloaded when the home page is reached by a client-side navigation.
 */

type ServiceSummary = {
  slug: string;
  title: string;
  shortTitle: string;
  tagline: string;
  summary: string;
  benefits: string[];
  priceFrom: string;
};

export type HomeIntroProps = {
  rating: { count: number; average: number };
  services: ServiceSummary[];
  reviews: PublicReview[];
  faqs: Faq[];
  articles: ArticleCard[];
};

const sectionIds: Record<string, string> = {
  "automotive-window-tinting": "services-automotive",
  "residential-window-tinting": "services-residential",
  "commercial-window-tinting": "services-commercial",
  "paint-protection-film": "services-paint-protection",
};
const serviceIcons: Record<string, typeof Car> = {
  "automotive-window-tinting": Car,
  "residential-window-tinting": HomeIcon,
  "commercial-window-tinting": Building2,
  "paint-protection-film": Shield,
};
const serviceImages: Record<string, string> = {
  "automotive-window-tinting": "/images/services/automotive.svg",
  "residential-window-tinting": "/images/services/residential.svg",
  "commercial-window-tinting": "/images/services/commercial.svg",
  "paint-protection-film": "/images/services/paint-protection-film.svg",
};
const servicePath = (slug: string) => `/services/${slug}`;

function Hero({ rating }: { rating: { count: number; average: number } }) {
  const hours = useSiteHours();
  return (
    <section className="relative isolate overflow-hidden bg-ink-950">
      <img
        src="/images/hero.svg"
        alt="A sports sedan with dark ceramic window tint parked before a Gulf Coast sunset"
        width={1600}
        height={1000}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-[70%_50%] opacity-70"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-950 via-ink-950/85 to-ink-950/20"
      />
      <Container className="pt-36 pb-20 sm:pt-44 sm:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-gold-400/40 bg-gold-400/10 px-4 py-1.5 text-sm font-medium text-gold-300">
          <MapPin aria-hidden="true" className="size-4" /> Mobile service across the Emerald Coast
        </p>
        <h1 className="mt-6 max-w-3xl text-4xl leading-tight font-semibold text-white sm:text-6xl">
          Premium ceramic window tint, <span className="text-gold-400">installed where you park.</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-300">
          {`Cars, homes and businesses from ${business.homeTown.city} to Pensacola and Destin. Cooler cabins, lower glare, UV protection ` +
            "and Florida-legal shades, done in your driveway."}
        </p>
        <div className="mt-9 flex flex-wrap gap-3">
          {/* A plain address, not bookHref(): an import here would join the landing page's list of chunks. */}
          <ButtonLink href="/book" className="px-8 text-base">
            Book Online
          </ButtonLink>
          <ButtonLink href={quoteHref} className="px-8 text-base">
            Get a Quote
          </ButtonLink>
          <ButtonLink href={business.phone.href} variant="secondary" className="px-8 text-base">
            <Phone aria-hidden="true" className="size-4" /> Call {business.phone.display}
          </ButtonLink>
        </div>
        <dl className="mt-12 grid max-w-2xl grid-cols-2 gap-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-400">Client rating</dt>
            <dd className="mt-1 flex items-center gap-2 font-display text-2xl font-semibold text-white">
              {rating.average.toFixed(1)} <Stars rating={rating.average} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-400">{openEveryDay(hours) ? "Open every day" : "Opening hours"}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-white">
              {openEveryDay(hours) ? hours.range : hours.label}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-400">Towns served</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-white">{serviceAreas.length}</dd>
          </div>
        </dl>
      </Container>
    </section>
  );
}

const benefits = [
  {
    icon: Thermometer,
    title: "Cooler cabins and rooms",
    text: "Nano-ceramic film rejects infrared heat without a mirror look or phone and GPS interference.",
  },
  {
    icon: Sun,
    title: "UV protection",
    text: "Protects skin, leather, dashboards and hardwood floors from the Gulf sun.",
  },
  {
    icon: Shield,
    title: "Florida-legal shades",
    text: "We never install an illegal shade for the road. Our law guide explains every limit.",
  },
  {
    icon: Clock,
    title: "We come to you",
    text: "Home, office or base parking lot: most cars are done in two to three hours.",
  },
];

/** Everything above the contact section: hero, benefits, services, areas, reviews, FAQ, blog. */
export function HomeIntro({ rating, services, reviews, faqs, articles }: HomeIntroProps) {
  return (
    <>
      <Hero rating={rating} />

      <section aria-labelledby="benefits-title" className="border-b border-slate-200 bg-sand-100">
        <Container className="py-14">
          <h2 id="benefits-title" className="sr-only">
            Why ceramic film
          </h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-gold-400">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section id="services" aria-labelledby="services-title" className="py-20 sm:py-28">
        <Container>
          <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">Our services</p>
          <h2 id="services-title" className="mt-2 max-w-2xl text-3xl font-semibold sm:text-4xl">
            Ceramic tint and protection film for everything with glass or paint
          </h2>
          <div className="mt-14 space-y-20">
            {services.map((service, i) => {
              const Icon = serviceIcons[service.slug] ?? Car;
              return (
                <article
                  key={service.slug}
                  id={sectionIds[service.slug]}
                  className="grid scroll-mt-28 items-center gap-10 lg:grid-cols-2"
                >
                  <img
                    src={serviceImages[service.slug]}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    className={`h-auto w-full rounded-3xl shadow-xl shadow-ink-900/10 ${i % 2 ? "lg:order-2" : ""}`}
                  />
                  <div>
                    <span className="flex size-12 items-center justify-center rounded-2xl bg-gold-400/15 text-gold-700">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <h3 className="mt-4 text-2xl font-semibold sm:text-3xl">{service.title}</h3>
                    <p className="mt-2 text-lg font-medium text-sea-900">{service.tagline}</p>
                    <p className="mt-4 text-slate-600">{service.summary}</p>
                    <ul className="mt-6 grid gap-2 sm:grid-cols-2">
                      {service.benefits.slice(0, 4).map((benefit) => (
                        <li key={benefit} className="flex gap-2 text-sm text-slate-700">
                          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
                          {benefit}
                        </li>
                      ))}
                    </ul>
                    <p className="mt-5 text-sm text-slate-500">{service.priceFrom}</p>
                    <div className="mt-6 flex flex-wrap gap-3">
                      <ButtonLink href={servicePath(service.slug)} variant="dark">
                        Explore {service.shortTitle.toLowerCase()}
                      </ButtonLink>
                      <ButtonLink href={quoteHref} variant="ghost">
                        Get a Quote
                      </ButtonLink>
                    </div>
                  </div>
                </article>
              );
            })}
          </div>
        </Container>
      </section>

      <section aria-labelledby="areas-title" className="bg-ink-900 py-20">
        <Container>
          <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
            <div>
              <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">Mobile service</p>
              <h2 id="areas-title" className="mt-2 text-3xl font-semibold text-white sm:text-4xl">
                We come to you across three counties
              </h2>
            </div>
            <ButtonLink href="/service-areas" variant="secondary">
              All service areas
            </ButtonLink>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {serviceAreas.map((area) => (
              <li key={area.slug}>
                <SmartLink
                  href={area.path}
                  className="block rounded-2xl border border-white/10 bg-white/5 p-4 transition-colors hover:border-gold-400/60 hover:bg-white/10"
                >
                  <span className="block font-semibold text-white">{area.name}</span>
                  <span className="mt-1 block text-xs text-slate-400">
                    {area.county} County · {area.distance}
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="reviews-title" className="py-20 sm:py-24">
        <Container>
          <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
            <div>
              <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">Reviews</p>
              <h2 id="reviews-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
                Rated {rating.average.toFixed(1)} out of 5 by {rating.count} local clients
              </h2>
            </div>
            <ButtonLink href="/reviews" variant="dark">
              Read all reviews
            </ButtonLink>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {reviews.map((review) => (
              <li key={review.id} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
                <Stars rating={review.rating} />
                <blockquote className="mt-4 text-slate-700">“{review.text}”</blockquote>
                <p className="mt-4 text-sm font-semibold text-ink-900">
                  {review.name}{" "}
                  <span className="font-normal text-slate-600">
                    · {review.town} · {review.service}
                  </span>
                </p>
                <ReviewReply reply={review.reply} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="faq-title" className="bg-sand-100 py-20">
        <Container className="grid gap-12 lg:grid-cols-[1fr_2fr]">
          <div>
            <p className="text-sm font-semibold tracking-widest text-gold-700 uppercase">FAQ</p>
            <h2 id="faq-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
              Questions we hear every week
            </h2>
            <p className="mt-4 text-slate-600">
              Still wondering? Read our{" "}
              <SmartLink href="/blog/florida-window-tint-law-guide" className="font-semibold text-sea-900 underline">
                Florida tint law guide
              </SmartLink>{" "}
              or ask the Elite AI Assistant.
            </p>
          </div>
          <div className="divide-y divide-slate-300/70">
            {faqs.map((faq) => (
              <details key={faq.q} className="group py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink-900">
                  {faq.q}
                  <span aria-hidden="true" className="text-xl text-gold-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="mt-3 text-slate-600">{faq.a}</p>
              </details>
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="blog-title" className="py-20">
        <Container>
          <h2 id="blog-title" className="text-3xl font-semibold sm:text-4xl">
            From the blog
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {articles.map((article) => (
              <li key={article.slug}>
                <SmartLink href={`/blog/${article.slug}`} className="group block">
                  <img
                    src={article.image}
                    alt=""
                    width={1200}
                    height={630}
                    loading="lazy"
                    className="aspect-[1200/630] h-auto w-full rounded-2xl object-cover"
                  />
                  <p className="mt-4 text-sm text-slate-500">{formatDate(article.date)}</p>
                  <h3 className="mt-1 text-lg font-semibold group-hover:text-sea-900">{article.title}</h3>
                </SmartLink>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
