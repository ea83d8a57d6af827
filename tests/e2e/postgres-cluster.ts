import { execFileSync } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import { freePort } from "./own-server.ts";

// A throwaway PostgreSQL 15 cluster on a free loopback port, as
// scripts/with-postgres.sh makes one (needs Debian's postgresql-15 and root),
// for the specs that run production servers on PostgreSQL.

const PG_VERSION = "15";

export type Cluster = {
  /** The cluster's `postgres` database. */
  url: string;
  /** The URL of another database on the same cluster. */
  urlOf: (database: string) => string;
  drop: () => void;
};

export async function createCluster(label: string): Promise<Cluster> {
  const port = await freePort();
  const name = `elite_${label}_${process.pid}_${port}`;
  execFileSync("pg_createcluster", [PG_VERSION, name, "-p", String(port), "--", "--auth=trust"], { stdio: "ignore" });
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: Cluster = {
    url: urlOf("postgres"),
    urlOf,
    drop() {
      for (const args of [
        ["pg_ctlcluster", PG_VERSION, name, "stop", "--force"],
        ["pg_dropcluster", PG_VERSION, name],
      ]) {
        try {
          execFileSync(args[0]!, args.slice(1), { stdio: "ignore" });
        } catch {
          // already gone
        }
      }
    },
  };
  try {
    const conf = `/etc/postgresql/${PG_VERSION}/${name}`;
    appendFileSync(`${conf}/postgresql.conf`, "listen_addresses = '127.0.0.1'\n");
    writeFileSync(`${conf}/pg_hba.conf`, "local all all trust\nhost all all 127.0.0.1/32 trust\n");
    execFileSync("pg_ctlcluster", [PG_VERSION, name, "start"], { stdio: "ignore" });
  } catch (error) {
    cluster.drop();
    throw error;
  }
  return cluster;
}
