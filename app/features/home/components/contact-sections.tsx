import { Clock, Mail, MapPin, MessageSquare, Phone } from "lucide-react";
import { SmartLink } from "~/components/smart-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { openEveryDay, useSiteHours } from "~/features/site-settings/site-hours.ts";

/*
 * The landing page's contact section around the quote form, and its privacy
 * policy: static regions like home-sections.tsx (routes/home.tsx).
 */

/** The contact section's first column: how to reach us. */
export function ContactDetails() {
  const hours = useSiteHours();
  return (
    <>
      <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">Contact &amp; quote</p>
      <h2 id="contact-title" className="mt-2 text-3xl font-semibold text-white sm:text-4xl">
        Get your free quote
      </h2>
      <p className="mt-4 text-lg text-slate-300">
        Tell us about your car, home or storefront and we'll reply with a price and the first open slot. First-time
        customers save {business.offer.percent}% on any tint service.
      </p>
      <ul className="mt-8 space-y-4 text-slate-200">
        <li className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-5 text-gold-400" />
          <SmartLink href={business.phone.href} className="text-xl font-semibold text-white hover:text-gold-300">
            {business.phone.display}
          </SmartLink>
        </li>
        <li className="flex items-center gap-3">
          <MessageSquare aria-hidden="true" className="size-5 text-gold-400" />
          <SmartLink href={business.phone.sms} className="hover:text-white">
            Text us photos of your windows
          </SmartLink>
        </li>
        <li className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-5 text-gold-400" />
          <SmartLink href={`mailto:${business.email}`} className="hover:text-white">
            {business.email}
          </SmartLink>
        </li>
        <li className="flex items-center gap-3">
          <Clock aria-hidden="true" className="size-5 text-gold-400" />
          <span>
            {hours.label} ({hours.long.toLowerCase()})
          </span>
        </li>
        <li className="flex items-center gap-3">
          <MapPin aria-hidden="true" className="size-5 text-gold-400" />
          <span>Based in {business.homeTown.label}; we come to you.</span>
        </li>
      </ul>
    </>
  );
}

/** The contact section's "What happens next" card (the card itself is the region, routes/home.tsx). */
export function NextSteps() {
  const hours = useSiteHours();
  return (
    <>
      <h3 className="text-lg font-semibold text-white">What happens next</h3>
      <ol className="mt-5 space-y-4 text-sm text-slate-300">
        <li className="flex gap-4">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-400 font-bold text-ink-950">
            1
          </span>
          <span>We read your request and reply the way you choose, with a price for your vehicle or windows.</span>
        </li>
        <li className="flex gap-4">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-400 font-bold text-ink-950">
            2
          </span>
          <span>Pick your film and shade; we'll confirm what's legal for your vehicle in Florida.</span>
        </li>
        <li className="flex gap-4">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-400 font-bold text-ink-950">
            3
          </span>
          <span>
            Choose a time, {openEveryDay(hours) ? `any day ${hours.range}` : hours.label}, and we arrive with everything
            needed.
          </span>
        </li>
      </ol>
    </>
  );
}

export function PrivacyPolicy() {
  return (
    <section
      id="privacy-policy"
      aria-labelledby="privacy-title"
      className="scroll-mt-20 border-t border-slate-200 py-16"
    >
      <Container className="max-w-3xl">
        <h2 id="privacy-title" className="text-2xl font-semibold">
          Privacy Policy
        </h2>
        <div className="mt-4 space-y-3 text-sm leading-relaxed text-slate-600">
          <p>
            {business.name} collects only what you choose to send us: your name and contact details, your vehicle or
            property, and your message when you ask for a quote, place an order or chat with our assistant. We use it to
            answer you, schedule and perform the work, and keep our records. We never sell or rent it.
          </p>
          <p>
            Payments are processed by our payment provider on its own secure page; we never see or store your card
            number. Your cart is kept in your own browser. The site sets no advertising or tracking cookies, and the map
            in the footer loads from Google only when you ask for it.
          </p>
          <p>
            To see, correct or delete what we hold about you, call {business.phone.display} or write to{" "}
            <SmartLink href={`mailto:${business.email}`} className="font-medium text-sea-900 underline">
              {business.email}
            </SmartLink>
            .
          </p>
        </div>
      </Container>
    </section>
  );
}
