import { and, count, eq, isNotNull, ne } from "drizzle-orm";
import type { Env } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import { authUsers, consoleSettings, galleryItems, reviews } from "~/db/schema.ts";
import { SITE_SETTINGS_KEY } from "~/db/schema-site.ts";

// The console's first-run checklist (issue 24 point 7): what a new owner must
// do before the site is theirs, each ticked from the data itself (never a box
// the owner ticks), so it stays true when someone else does the work.

export type FirstRunItemId = "photos" | "hours" | "reviews" | "staff" | "mail" | "texts" | "payments";
export type FirstRunItem = { id: FirstRunItemId; title: string; done: boolean; detail: string; href?: string };

const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

export async function readFirstRunChecklist(
  db: Db,
  env: Pick<Env, "SMTP_URL" | "STRIPE_SECRET_KEY" | "TWILIO_ACCOUNT_SID">,
): Promise<FirstRunItem[]> {
  const [photos, settings, ownReviews, staff] = await Promise.all([
    total(db.select({ n: count() }).from(galleryItems).where(isNotNull(galleryItems.mediaId))),
    total(db.select({ n: count() }).from(consoleSettings).where(eq(consoleSettings.key, SITE_SETTINGS_KEY))),
    total(
      db
        .select({ n: count() })
        .from(reviews)
        .where(and(ne(reviews.source, "seed"), eq(reviews.status, "published"))),
    ),
    total(db.select({ n: count() }).from(authUsers).where(eq(authUsers.role, "staff"))),
  ]);
  return [
    {
      id: "photos",
      title: "Put photos of your own work in the gallery",
      done: photos > 0,
      detail:
        photos > 0
          ? `${photos} of your photos in the gallery.`
          : "The gallery shows the demo illustrations until you add one.",
      href: "/admin/photos",
    },
    {
      id: "hours",
      title: "Check your opening hours and holidays",
      done: settings > 0,
      detail:
        settings > 0
          ? "Saved: the site, the assistant and online booking use them."
          : "Online booking offers times from the default hours until you save yours.",
      href: "/admin/settings/business",
    },
    {
      id: "reviews",
      title: "Publish a review from one of your customers",
      done: ownReviews > 0,
      detail:
        ownReviews > 0
          ? `${ownReviews} of your customers' reviews published.`
          : "The site shows the demo reviews until you publish your own.",
      href: "/admin/reviews",
    },
    {
      id: "staff",
      title: "Add your installers as staff",
      done: staff > 0,
      detail:
        staff > 0
          ? `${staff} staff ${staff === 1 ? "account" : "accounts"}.`
          : "Staff see leads, bookings and orders, not settings or refunds.",
      href: "/admin/settings",
    },
    {
      id: "mail",
      title: "Connect email",
      done: Boolean(env.SMTP_URL),
      detail: env.SMTP_URL
        ? "Quote requests, receipts and booking emails are sent."
        : "Set SMTP_URL on the server (README, Configuration): until then no email leaves the site.",
    },
    {
      id: "texts",
      title: "Connect texting",
      done: Boolean(env.TWILIO_ACCOUNT_SID),
      detail: env.TWILIO_ACCOUNT_SID
        ? "Reminders, On my way and the other texts customers chose are sent."
        : "Set the TWILIO_ settings (README, Texts to customers) after the carrier registration: until then online booking offers email only.",
    },
    {
      id: "payments",
      title: "Connect Stripe for real payments",
      done: Boolean(env.STRIPE_SECRET_KEY),
      detail: env.STRIPE_SECRET_KEY
        ? "Checkout and deposits are paid through Stripe."
        : "Set STRIPE_SECRET_KEY (README, Deploying): until then checkout uses the test payment page.",
    },
  ];
}
