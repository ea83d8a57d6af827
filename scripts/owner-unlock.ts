/**
 * Lets an account sign in again at once after too many wrong passwords: ends
 * its locks from every address and the account-wide one (otherwise they end
 * by themselves after 15 minutes).
 *
 *   npm run owner:unlock -- --email owner@example.com
 *
 * Works on the configured database: DATABASE_URL, or the PGlite database in
 * DATA_DIR. PGlite lets one process open a data folder at a time: with it,
 * run this while the server is stopped. An email with no account is refused
 * (exit code 1).
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { getEnvOrExit } from "../app/config/env.server.ts";
import { openDb } from "../app/db/client.server.ts";
import { authUsers } from "../app/db/schema.ts";
import { clearSignInLocks } from "../app/features/admin/lockout.server.ts";
import { accountSchema } from "../app/features/admin/schemas.ts";

let parsed;
try {
  parsed = parseArgs({ options: { email: { type: "string" } } }).values;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const env = getEnvOrExit();

const input = accountSchema.shape.email.safeParse(parsed.email ?? "");
if (!input.success) {
  console.error("Usage: npm run owner:unlock -- --email owner@example.com");
  for (const issue of input.error.issues) console.error(`  --email: ${issue.message}`);
  process.exit(2);
}
const email = input.data;

const handle = await openDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  const [account] = await handle.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  if (!account) {
    console.error(`No console account has the email ${email}.`);
    process.exitCode = 1;
  } else {
    const cleared = await clearSignInLocks(handle.db, email);
    console.log(
      cleared
        ? `${email} may sign in again from every address (${cleared} count${cleared === 1 ? "" : "s"} of wrong passwords cleared).`
        : `${email} was not locked; nothing to clear.`,
    );
  }
} finally {
  await handle.close();
}
