import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server.ts";
import { bookings, jobPhotos, jobRecords, media, type InstalledGroup } from "~/db/schema.ts";
import { serviceAreas } from "~/config/areas.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { booking as bookingConfig } from "~/config/booking.ts";
import { decideBooking } from "~/features/booking/booking-machine.ts";
import { getDepositOrder, settleBooking, siteOrigin, type BookingRow } from "~/features/booking/bookings.server.ts";
import { addGalleryItem } from "~/features/photos/gallery-admin.server.ts";
import { sendToCustomer } from "~/platform/customer-messages.server.ts";
import { preparePhoto, saveMedia } from "~/platform/photos.server.ts";
import { renderCertificatePdf } from "./certificate-pdf.server.ts";
import { certificateContent, firstName, installDate, type CertificateFacts } from "./certificate.ts";
import { checkMeasuredVlt, type CompletionInput } from "./completion-schema.ts";
import { outlineOfParams, type JobOutline } from "./job-groups.ts";
import { makeWarrantyCode, normalizeWarrantyCode, warrantyPath } from "./warranty-code.ts";
import { warrantyMessage } from "./warranty-mail.server.ts";

// The completion record and its warranty certificate (issue 25). Photos are
// added one at a time as they are taken (each made into its sizes with EXIF
// and GPS left behind, platform/photos.server.ts), and may be promoted to the
// gallery in one tap. Saving the record marks the booking completed through
// the booking machine (settleBooking) and, in that same transaction, writes
// the record, audits it and queues the certificate to the customer once.

export type JobPhoto = { id: number; stage: "before" | "after"; src: string; inGallery: boolean };

const categoryOf = {
  vehicle: "Automotive",
  ppf: "Paint Protection",
  home: "Residential",
  business: "Commercial",
} as const;

/** The smallest JPEG of a photo: the console's thumbnail. */
function thumbnailOf(variants: (typeof media.$inferSelect)["variants"]): string {
  const jpegs = variants.filter((v) => v.format === "jpg").sort((a, b) => a.width - b.width);
  return `/uploads/${(jpegs[0] ?? variants[0])!.file}`;
}

export type JobPage = {
  booking: BookingRow;
  outline: JobOutline;
  record: typeof jobRecords.$inferSelect | null;
  photos: JobPhoto[];
};

/** A booking's job photos with their media rows, in the order taken (the completion page, the customer's page). */
export function readJobPhotos(db: Db | Tx, bookingId: string) {
  return db
    .select({ photo: jobPhotos, media })
    .from(jobPhotos)
    .innerJoin(media, eq(media.id, jobPhotos.mediaId))
    .where(eq(jobPhotos.bookingId, bookingId))
    .orderBy(asc(jobPhotos.createdAt), asc(jobPhotos.id));
}

/** What the completion page shows of a booking; null when there is no such booking or its choice no longer reads. */
export async function loadJob(db: Db | Tx, bookingId: string): Promise<JobPage | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const outline = outlineOfParams(booking.choiceParams);
  if (!outline) return null;
  const [record] = await db.select().from(jobRecords).where(eq(jobRecords.bookingId, bookingId));
  const photos = (await readJobPhotos(db, bookingId)).map(({ photo, media: row }) => ({
    id: photo.id,
    stage: photo.stage,
    src: thumbnailOf(row.variants),
    inGallery: photo.galleryItemId !== null,
  }));
  return { booking, outline, record: record ?? null, photos };
}

/** A photo taken before or after the job, kept with its booking. Throws PhotoRejected for a bad photo. */
export async function addJobPhoto(
  db: Db,
  user: ConsoleUser,
  job: JobPage,
  stage: "before" | "after",
  bytes: Uint8Array,
): Promise<void> {
  const photo = await preparePhoto(bytes);
  const alt = `${stage === "before" ? "Before" : "After"}: ${job.outline.subject}`;
  await db.transaction(async (tx) => {
    await saveMedia(tx, photo, { alt, source: "completion", createdBy: user.id });
    const [row] = await tx
      .insert(jobPhotos)
      .values({ bookingId: job.booking.id, mediaId: photo.id, stage })
      .returning();
    await recordAudit(tx, {
      actor: user,
      action: "job.photo",
      entity: "booking",
      entityId: job.booking.id,
      after: { photo: row!.id, stage },
    });
  });
}

/** A job's photo added to the public gallery, first in its order (an "after" paired with the job's first "before"). */
export async function promoteJobPhoto(db: Db, user: ConsoleUser, job: JobPage, photoId: number): Promise<boolean> {
  const [photo] = await db
    .select()
    .from(jobPhotos)
    .where(and(eq(jobPhotos.id, photoId), eq(jobPhotos.bookingId, job.booking.id)));
  if (!photo) return false;
  if (photo.galleryItemId) return true;
  const before =
    photo.stage === "after"
      ? (
          await db
            .select()
            .from(jobPhotos)
            .where(and(eq(jobPhotos.bookingId, job.booking.id), eq(jobPhotos.stage, "before")))
            .orderBy(asc(jobPhotos.id))
            .limit(1)
        )[0]
      : undefined;
  const town = serviceAreas.find((a) => a.slug === job.booking.areaSlug)?.name;
  const item = await addGalleryItem(db, user, photo.mediaId, {
    alt: `${photo.stage === "before" ? "Before" : "After"} window tinting: ${job.outline.subject}`,
    category: categoryOf[job.outline.kind],
    vehicle: job.outline.vehicle || job.outline.kind === "ppf" ? job.outline.subject : undefined,
    town,
    before: before && before.mediaId !== photo.mediaId ? before.mediaId : undefined,
  });
  await db.update(jobPhotos).set({ galleryItemId: item.id }).where(eq(jobPhotos.id, photo.id));
  return true;
}

/** The certificate's facts, from a booking and its record. */
export function certificateFacts(
  booking: Pick<BookingRow, "customerName" | "address" | "choiceParams">,
  record: typeof jobRecords.$inferSelect,
  origin = siteOrigin(),
): CertificateFacts | null {
  const outline = outlineOfParams(booking.choiceParams);
  if (!outline) return null;
  return {
    code: record.warrantyCode,
    customerName: booking.customerName,
    kind: outline.kind,
    subject: outline.subject,
    address: booking.address,
    groups: record.groups,
    installedAt: record.installedAt,
    medicalExemption: record.medicalExemption,
    verifyUrl: `${origin}${warrantyPath(record.warrantyCode)}`,
  };
}

/** The certificate's PDF for a booking; null when it has no record. */
export async function certificatePdfOf(db: Db, booking: BookingRow): Promise<{ pdf: Uint8Array; code: string } | null> {
  const [record] = await db.select().from(jobRecords).where(eq(jobRecords.bookingId, booking.id));
  const facts = record && certificateFacts(booking, record);
  if (!facts) return null;
  return { pdf: await renderCertificatePdf(certificateContent(facts, siteOrigin())), code: facts.code };
}

export type CompleteResult =
  | { kind: "completed"; code: string }
  | { kind: "not-found" }
  | { kind: "not-yet" }
  | { kind: "closed"; status: string };

/**
 * Saves the completion record: marks the booking completed (the booking
 * machine decides whether it may be), writes the record with a new warranty
 * code, audits it and queues the certificate, all in one transaction. A
 * booking already marked completed without a record gets its record now.
 */
export async function completeJob(
  db: Db,
  user: ConsoleUser,
  job: JobPage,
  input: CompletionInput,
  { now = new Date(), random = randomBytes }: { now?: Date; random?: (size: number) => Uint8Array } = {},
): Promise<CompleteResult> {
  const legality = checkMeasuredVlt(job.outline, input.groups, job.booking.medicalExemption);
  const groups: InstalledGroup[] = job.outline.groups.map((group, i) => {
    const entry = input.groups[i]!;
    return {
      key: group.key,
      label: group.label,
      film: entry.film,
      shade: group.measured ? (entry.shade ?? null) : null,
      measuredVlt: group.measured ? (entry.vlt ?? null) : null,
      roll: entry.roll,
      legal: legality.find((l) => l.key === group.key)?.legal ?? null,
    };
  });
  const code = makeWarrantyCode(random);
  const write = async (tx: Tx, booking: BookingRow) => {
    const [record] = await tx
      .insert(jobRecords)
      .values({
        bookingId: booking.id,
        groups,
        medicalExemption: booking.medicalExemption,
        darkAcknowledged: legality.some((l) => !l.legal) && !booking.medicalExemption && input.acknowledge === true,
        signedName: input.signOff && input.signedName ? input.signedName : null,
        signedAt: input.signOff && input.signedName ? now : null,
        warrantyCode: code,
        installedAt: now,
        completedBy: user.name,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actor: user,
      action: "job.record",
      entity: "booking",
      entityId: booking.id,
      after: { groups, signed: record!.signedName !== null, darkAcknowledged: record!.darkAcknowledged },
    });
    const facts = certificateFacts(booking, record!)!;
    const pdf = await renderCertificatePdf(certificateContent(facts, siteOrigin()));
    await sendToCustomer(tx, booking, warrantyMessage(booking.id, facts, pdf), now);
  };
  if (job.booking.status === "completed") {
    if (job.record) return { kind: "closed", status: "completed" };
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, job.booking.id)).for("update");
      const [existing] = await tx.select().from(jobRecords).where(eq(jobRecords.bookingId, job.booking.id));
      if (!row || existing) return { kind: "closed" as const, status: "completed" };
      await write(tx, row);
      return { kind: "completed" as const, code };
    });
  }
  const settled = await settleBooking(db, {
    id: job.booking.id,
    outcome: "complete",
    name: user.name,
    now,
    onChange: async (tx, { before, after }) => {
      await recordAudit(tx, {
        actor: user,
        action: "booking.complete",
        entity: "booking",
        entityId: after.id,
        before: { status: before.status, arrivesAt: before.arrivesAt },
        after: { status: after.status, arrivesAt: after.arrivesAt },
      });
      await write(tx, after);
    },
  });
  if (settled.kind === "settled") return { kind: "completed", code };
  if (settled.kind === "not-found") return { kind: "not-found" };
  if (settled.kind === "not-yet") return { kind: "not-yet" };
  return { kind: "closed", status: settled.kind === "not-active" ? settled.status : "closed" };
}

export type VerifiedCertificate = {
  firstName: string;
  subject: string;
  installedOn: string;
  groups: { label: string; film: string; shade: number | null }[];
};

/** What the public verify page shows of a certificate: first name, the vehicle or property, films, date. */
export async function verifyCertificate(db: Db, input: string): Promise<VerifiedCertificate | null> {
  const code = normalizeWarrantyCode(input);
  if (!code) return null;
  const [found] = await db
    .select({ record: jobRecords, booking: bookings })
    .from(jobRecords)
    .innerJoin(bookings, eq(bookings.id, jobRecords.bookingId))
    .where(eq(jobRecords.warrantyCode, code));
  if (!found) return null;
  const outline = outlineOfParams(found.booking.choiceParams);
  return {
    firstName: firstName(found.booking.customerName),
    subject: outline?.subject ?? "",
    installedOn: installDate(found.record.installedAt),
    groups: found.record.groups.map((g) => ({ label: g.label, film: g.film, shade: g.shade })),
  };
}

/** Whether a booking has a record (the lead and manage pages link its certificate). */
export async function hasJobRecord(db: Db, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobRecords.bookingId })
    .from(jobRecords)
    .where(eq(jobRecords.bookingId, bookingId));
  return Boolean(row);
}

/** Whether the booking machine lets the job be completed now (a confirmed visit whose time has come). */
export async function completableNow(db: Db, booking: BookingRow, now = new Date()): Promise<boolean> {
  const order = await getDepositOrder(db, booking);
  const depositPaid = order?.status === "paid" || order?.status === "fulfilled";
  const decision = decideBooking(
    { status: booking.status, arrivesAt: booking.arrivesAt, depositPaid },
    { type: "complete" },
    now,
    bookingConfig,
  );
  return decision.kind === "change";
}

/** The lead page's links to the job's record: complete it (when allowed now, or completed without one), its certificate. */
export async function jobLinks(db: Db, bookingId: string, canSettle: boolean) {
  const recorded = await hasJobRecord(db, bookingId);
  const [row] = recorded
    ? []
    : await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  const base = `/admin/bookings/${encodeURIComponent(bookingId)}`;
  return {
    complete: !recorded && (canSettle || row?.status === "completed") ? `${base}/complete` : null,
    certificate: recorded ? `${base}/warranty.pdf` : null,
  };
}
