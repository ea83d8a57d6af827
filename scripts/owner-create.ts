/**
 * Creates the console's owner account and prints a one-time link (24 hours)
 * at which the owner sets a password. No account or password exists before.
 *
 *   npm run owner:create -- --email owner@example.com [--name "Jane Doe"]
 *
 * Works on the configured database: DATABASE_URL, or the PGlite database in
 * DATA_DIR. PGlite lets one process open a data folder at a time: with it,
 * run this while the server is stopped. The link is built on SITE_URL
 * (http://localhost:PORT when SITE_URL is left at its default).
 * An email that already has an account is refused (exit code 1).
 */
import { parseArgs } from "node:util";
import { getEnvOrExit } from "../app/config/env.server.ts";
import { openDb } from "../app/db/client.server.ts";
import { AccountExistsError, createAccount, issueSetPasswordLink } from "../app/features/admin/accounts.server.ts";
import { accountSchema } from "../app/features/admin/schemas.ts";

let parsed;
try {
  parsed = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } }).values;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const env = getEnvOrExit();

const input = accountSchema.safeParse({ email: parsed.email ?? "", name: parsed.name ?? "Owner" });
if (!input.success) {
  console.error('Usage: npm run owner:create -- --email owner@example.com [--name "Your Name"]');
  for (const issue of input.error.issues) console.error(`  --${String(issue.path[0])}: ${issue.message}`);
  process.exit(2);
}

const handle = await openDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  const owner = await createAccount(handle.db, { ...input.data, role: "owner" });
  // The default SITE_URL with another PORT: the address this machine's server answers on.
  const base = env.SITE_URL === "http://localhost:3000" ? `http://localhost:${env.PORT}` : env.SITE_URL;
  const link = await issueSetPasswordLink(handle.db, owner.id, base);
  console.log(`Owner account created for ${owner.email}.`);
  console.log(`Open this link within 24 hours to set the password (it works once):`);
  console.log(link.url);
} catch (error) {
  if (error instanceof AccountExistsError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await handle.close();
}
