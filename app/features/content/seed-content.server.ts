import { eq, sql } from "drizzle-orm";
import { START_UP_LOCK, type Db, type Tx } from "~/db/client.server.ts";
import { articles, consoleSettings, faqs, galleryItems, reviews } from "~/db/schema.ts";
import { articles as blogFiles, faqs as faqFile, galleryItems as galleryFile, newsItems, reviews as reviewFile } from "./content.server.ts";

// The demo content (content/) is the seed of a new site (issue 24): each of
// the owner's tables is filled from it once, the first time the server starts
// on a database, and never again (a marker in console_settings), so content
// the owner deleted does not come back. Several instances starting together:
// the first seeds, the others find it done.

type Seeder = { key: string; insert: (tx: Tx) => Promise<void> };

const seeders: Seeder[] = [
  {
    key: "seeded:reviews",
    insert: async (tx) => {
      if (reviewFile.length === 0) return;
      await tx
        .insert(reviews)
        .values(reviewFile.map((r) => ({ ...r, status: "published" as const, source: "seed" as const })))
        .onConflictDoNothing();
    },
  },
  {
    key: "seeded:gallery",
    insert: async (tx) => {
      if (galleryFile.length === 0) return;
      await tx
        .insert(galleryItems)
        .values(galleryFile.map((g, index) => ({ ...g, town: g.town ?? null, sortOrder: index })))
        .onConflictDoNothing();
    },
  },
  {
    key: "seeded:faqs",
    insert: async (tx) => {
      if (faqFile.length === 0) return;
      await tx.insert(faqs).values(faqFile.map((f, index) => ({ question: f.q, answer: f.a, sortOrder: index })));
    },
  },
  {
    key: "seeded:articles",
    insert: async (tx) => {
      const rows = [
        ...blogFiles.map((doc) => ({ kind: "blog" as const, doc })),
        ...newsItems.map((doc) => ({ kind: "news" as const, doc })),
      ].map(({ kind, doc }) => ({
        id: `${kind}-${doc.slug}`,
        kind,
        slug: doc.slug,
        title: doc.data.title,
        description: doc.data.description,
        body: doc.text,
        image: doc.data.image,
        imageAlt: doc.data.imageAlt,
        author: doc.data.author,
        tags: doc.data.tags,
        status: "published" as const,
        date: doc.data.date,
      }));
      if (rows.length) await tx.insert(articles).values(rows).onConflictDoNothing();
    },
  },
];

/** Fills each of the owner's content tables from content/ once per database. */
export async function seedSiteContent(db: Db): Promise<void> {
  const done = new Set(
    (await db.select({ key: consoleSettings.key }).from(consoleSettings).where(sql`${consoleSettings.key} like 'seeded:%'`)).map(
      (r) => r.key,
    ),
  );
  const due = seeders.filter((s) => !done.has(s.key));
  if (due.length === 0) return;
  await db.transaction(async (tx) => {
    // Waited for in short tries: a statement waiting longer than a request may would be cancelled (postgres.server.ts).
    while (!(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${START_UP_LOCK}) AS locked`)).rows[0]?.locked)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const seeder of due) {
      const [marker] = await tx.select().from(consoleSettings).where(eq(consoleSettings.key, seeder.key));
      if (marker) continue;
      await seeder.insert(tx);
      await tx.insert(consoleSettings).values({ key: seeder.key, value: new Date().toISOString() });
    }
  });
}
