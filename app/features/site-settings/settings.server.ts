import { eq } from "drizzle-orm";
import { business } from "~/config/business.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { consoleSettings } from "~/db/schema.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { processLogger } from "~/lib/logger.ts";
import { contentCache, contentChanged } from "~/platform/content-version.server.ts";
import { effectiveSettings, storedOf, type SiteSettings } from "./effective.ts";
import { storedSettingsSchema, type SettingsForm, type StoredSettings } from "./schema.ts";
import { SITE_SETTINGS_KEY } from "~/db/schema-site.ts";

// The owner's business settings, one JSON document in console_settings: read
// through the content cache (every write moves the content version), checked
// on every read (a bad stored value falls back to the defaults, and is logged).

export { SITE_SETTINGS_KEY };

const cache = contentCache<SiteSettings>(4);

/** The year in the business's time zone (this year's and next year's holidays are listed). */
export const businessYear = (now: Date): number =>
  Number(new Intl.DateTimeFormat("en-US", { timeZone: business.hours.timeZone, year: "numeric" }).format(now));

async function readStored(db: Db | Tx): Promise<StoredSettings> {
  const [row] = await db.select().from(consoleSettings).where(eq(consoleSettings.key, SITE_SETTINGS_KEY));
  if (!row) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.value);
  } catch {
    parsed = undefined;
  }
  const checked = storedSettingsSchema.safeParse(parsed);
  if (checked.success) return checked.data;
  processLogger.error("stored business settings are unreadable: the defaults are used", {
    key: SITE_SETTINGS_KEY,
    issues: checked.error?.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`) ?? ["not JSON"],
  });
  return {};
}

/** The effective settings: the defaults of app/config overlaid by the owner's saved values. */
export function getSiteSettings(db: Db | Tx, now = new Date()): Promise<SiteSettings> {
  const year = businessYear(now);
  return cache(String(year), async () => effectiveSettings(await readStored(db), year));
}

/** The effective settings read inside a transaction (never a cached copy). */
export async function readSiteSettings(db: Db | Tx, now = new Date()): Promise<SiteSettings> {
  return effectiveSettings(await readStored(db), businessYear(now));
}

/** Saves the owner's settings in one audited transaction, then tells every page and instance. */
export async function saveSiteSettings(
  db: Db,
  actor: ConsoleUser,
  values: SettingsForm,
  now = new Date(),
): Promise<SiteSettings> {
  const saved = await db.transaction(async (tx) => {
    const before = await readStored(tx);
    const current = effectiveSettings(before, businessYear(now));
    const after = storedOf(values, current);
    const value = JSON.stringify(after);
    await tx
      .insert(consoleSettings)
      .values({ key: SITE_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: consoleSettings.key, set: { value, updatedAt: now } });
    await recordAudit(tx, {
      actor,
      action: "settings.business",
      entity: "setting",
      entityId: SITE_SETTINGS_KEY,
      before,
      after,
    });
    return effectiveSettings(after, businessYear(now));
  });
  contentChanged();
  return saved;
}
