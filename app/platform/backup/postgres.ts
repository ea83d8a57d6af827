import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import { BackupError } from "./archive.ts";
import { describeDatabase, type DatabaseFacts } from "./pglite.ts";

// PostgreSQL's side of a backup: pg_dump (plain SQL, no owners or grants, so
// it loads into any database the restoring user owns) in the snapshot the
// table counts were read in, and psql to load it, in one transaction.

export type PostgresSnapshot = DatabaseFacts & { sql: Uint8Array };

/**
 * A connection string without its password, and the password apart: given
 * to pg_dump and psql through PGPASSWORD, never on a command line that other
 * users of the machine can read.
 */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  // eslint-disable-next-line no-restricted-properties -- the tool inherits this process's environment (PATH, locale, PG* settings), plus the password
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const majorOf = (versionNum: number) => Math.floor(versionNum / 10_000);

/**
 * The client tool (pg_dump or psql) of the server's major version or newer:
 * Debian keeps each version under /usr/lib/postgresql/<major>/bin; else the
 * one on PATH, if new enough. An older one cannot dump a newer server, so
 * the message names the package that is missing.
 */
export async function findTool(tool: "pg_dump" | "psql", serverMajor: number): Promise<string> {
  const candidates = [
    ...Array.from({ length: 8 }, (_, i) => `/usr/lib/postgresql/${serverMajor + i}/bin/${tool}`).filter((p) =>
      existsSync(p),
    ),
    tool,
  ];
  let found = "none";
  for (const candidate of candidates) {
    const version = await run(candidate, ["--version"]).then(
      (out) => new TextDecoder().decode(out),
      () => "",
    );
    const major = Number(/\s(\d+)(\.\d+)?/.exec(version)?.[1] ?? 0);
    if (major >= serverMajor) return candidate;
    if (version) found = version.trim();
  }
  throw new BackupError(
    `The database server runs PostgreSQL ${serverMajor}, and ${tool} must be version ${serverMajor} or newer (found: ${found}). Install PostgreSQL ${serverMajor}'s client tools (Debian and Ubuntu: apt-get install postgresql-client-${serverMajor}).`,
  );
}

/** Runs a tool, feeding it `input`; its standard output, or a BackupError with its last words. */
function run(file: string, args: string[], env?: NodeJS.ProcessEnv, input?: Uint8Array[]): Promise<Uint8Array> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, { env, stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2_000)));
    child.on("error", (error) => fail(new BackupError(`${file} could not be run: ${error.message}`)));
    child.on("close", (code) =>
      code === 0
        ? done(Buffer.concat(out))
        : fail(new BackupError(`${file} failed (exit ${code}): ${err.trim() || "no message"}`)),
    );
    child.stdin.on("error", () => {});
    for (const part of input ?? []) child.stdin.write(part);
    child.stdin.end();
  });
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to the database (DATABASE_URL): ${(error as Error).message}`);
  }
  return client;
}

/**
 * A dump of a live database, consistent while the servers write: the counts
 * are read in a repeatable-read transaction whose snapshot pg_dump is given
 * (--snapshot), so both see the database at the same instant.
 */
export async function snapshotPostgres(url: string): Promise<PostgresSnapshot> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: string }>("SELECT current_setting('server_version_num') AS n");
    const pgDump = await findTool("pg_dump", majorOf(Number(rows[0]!.n)));
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const [{ id }] = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows as [{ id: string }];
    const facts = await describeDatabase((sql) => client.query(sql));
    const { dbname, env } = connectionOf(url);
    const sql = await run(
      pgDump,
      ["--format=plain", "--no-owner", "--no-privileges", `--snapshot=${id}`, `--dbname=${dbname}`],
      env,
    );
    await client.query("COMMIT");
    return { ...facts, server: facts.server.replace(/ on .*$/, ""), sql };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The schemas of the database's own (not PostgreSQL's), with how many tables, views and sequences they hold. */
async function userSchemas(client: pg.Client): Promise<{ name: string; relations: number }[]> {
  const { rows } = await client.query<{ name: string; relations: string }>(
    `SELECT n.nspname AS name, count(c.oid) AS relations
       FROM pg_namespace n LEFT JOIN pg_class c ON c.relnamespace = n.oid
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      GROUP BY n.nspname`,
  );
  return rows.map((row) => ({ name: row.name, relations: Number(row.relations) }));
}

/** True when the database holds nothing of its own: no table, view or sequence, no schema but an empty public. */
export async function isPostgresEmpty(url: string): Promise<boolean> {
  const client = await connect(url);
  try {
    return (await userSchemas(client)).every((schema) => schema.name === "public" && schema.relations === 0);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Loads a plain dump with psql in one transaction: it all lands or nothing
 * does. With `replace`, every schema of the database's own is dropped first
 * in that same transaction (a failed restore leaves the old data in place).
 */
export async function restorePostgres(url: string, sql: Uint8Array, { replace }: { replace: boolean }) {
  const client = await connect(url);
  let drop = "";
  try {
    const { rows } = await client.query<{ n: string }>("SELECT current_setting('server_version_num') AS n");
    const psql = await findTool("psql", majorOf(Number(rows[0]!.n)));
    if (replace)
      drop =
        (await userSchemas(client))
          .map((schema) => `DROP SCHEMA ${pg.escapeIdentifier(schema.name)} CASCADE;\n`)
          .join("") + "CREATE SCHEMA public;\n";
    const { dbname, env } = connectionOf(url);
    await run(
      psql,
      ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", "--file=-", `--dbname=${dbname}`],
      env,
      [new TextEncoder().encode(drop), sql],
    );
    return await describeDatabase((text) => client.query(text));
  } finally {
    await client.end().catch(() => {});
  }
}
