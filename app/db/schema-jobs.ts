import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./schema-booking.ts";
import { galleryItems, media } from "./schema-site.ts";

// The job's completion record and its warranty certificate (issue 25): what
// film went on which window, measured, with the roll it came from; the photos
// taken before and after; the customer's sign-off; and the certificate's
// public code (features/jobs). One record per booking, written in the
// transaction that marks the booking completed.

/** One window group as installed (features/jobs/job-groups.ts names the groups). */
export type InstalledGroup = {
  /** "frontSides", "backSides", "rearGlass", "windshieldStrip", "windows" or "ppf". */
  key: string;
  label: string;
  film: string;
  /** The shade installed (VLT % of the film), when the group has one. */
  shade: number | null;
  /** The VLT (%) measured on the glass with the film. */
  measuredVlt: number | null;
  roll: string;
  /** Legal for the road without an exemption (vehicles); null where the law sets no limit. */
  legal: boolean | null;
};

export const jobRecords = pgTable(
  "job_records",
  {
    bookingId: text("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    groups: jsonb("groups").$type<InstalledGroup[]>().notNull(),
    /** The booking's medical exemption, as it stood at completion. */
    medicalExemption: boolean("medical_exemption").notNull().default(false),
    /** Whoever completed it saw that a window is darker than the law allows without an exemption. */
    darkAcknowledged: boolean("dark_acknowledged").notNull().default(false),
    /** The customer's typed name, when they signed off on the screen. */
    signedName: text("signed_name"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    /** The certificate's public code (/warranty/<code>): 120 random bits in base32. */
    warrantyCode: text("warranty_code").notNull().unique(),
    installedAt: timestamp("installed_at", { withTimezone: true }).notNull(),
    completedBy: text("completed_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("job_records_signed", sql`(${t.signedName} is null) = (${t.signedAt} is null)`)],
);

/** A photo of the job, taken with the phone before completion; it may be promoted to the gallery. */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: serial("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    mediaId: text("media_id")
      .notNull()
      .references(() => media.id),
    stage: text("stage").$type<"before" | "after">().notNull(),
    galleryItemId: text("gallery_item_id").references(() => galleryItems.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("job_photos_booking_idx").on(t.bookingId, t.createdAt),
    check("job_photos_stage", sql`${t.stage} in ('before', 'after')`),
  ],
);
