import { execFileSync } from "node:child_process";
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { freePort } from "./own-server.ts";

// A throwaway PostgreSQL 15 cluster on a free loopback port (as
// scripts/with-postgres.sh makes one; needs Debian's postgresql-15 and root),
// for the specs that run several production servers on one database, and can
// restart, stop and freeze it under them.

const PG_VERSION = "15";

export type Cluster = {
  /** The cluster's `postgres` database. */
  url: string;
  /** The URL of another database on the same cluster. */
  urlOf: (database: string) => string;
  /** pg_ctlcluster restart (fast: connections are terminated); resolves once it accepts connections again. */
  restart: () => void;
  stop: () => void;
  start: () => void;
  /** SIGSTOP to the postmaster and every backend: connections stay open, nothing answers. */
  freeze: () => void;
  thaw: () => void;
  /** Stops and removes the cluster (thawing it first); safe to call twice. */
  drop: () => void;
};

const ctl = (name: string, ...args: string[]) =>
  execFileSync("pg_ctlcluster", [PG_VERSION, name, ...args], { stdio: "ignore" });

/** The postmaster and its children (the backends and the auxiliary processes). */
function processesOf(name: string): number[] {
  const postmaster = Number(
    readFileSync(`/var/lib/postgresql/${PG_VERSION}/${name}/postmaster.pid`, "utf8").split("\n")[0],
  );
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the second field after the command's name, which is in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export async function createCluster(label: string): Promise<Cluster> {
  const port = await freePort();
  const name = `elite_${label}_${process.pid}_${port}`;
  execFileSync("pg_createcluster", [PG_VERSION, name, "-p", String(port), "--", "--auth=trust"], { stdio: "ignore" });
  try {
    const conf = `/etc/postgresql/${PG_VERSION}/${name}`;
    appendFileSync(`${conf}/postgresql.conf`, "listen_addresses = '127.0.0.1'\n");
    writeFileSync(`${conf}/pg_hba.conf`, "local all all trust\nhost all all 127.0.0.1/32 trust\n");
    ctl(name, "start");
  } catch (error) {
    try {
      execFileSync("pg_dropcluster", [PG_VERSION, name, "--stop"], { stdio: "ignore" });
    } catch {
      // not made
    }
    throw error;
  }
  let frozen: number[] = [];
  let dropped = false;
  const signal = (pids: number[], sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {
        // gone already
      }
    }
  };
  const thaw = () => {
    signal(frozen, "SIGCONT");
    frozen = [];
  };
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    restart: () => ctl(name, "restart", "-m", "fast"),
    stop: () => ctl(name, "stop", "-m", "fast"),
    start: () => ctl(name, "start"),
    freeze: () => {
      frozen = processesOf(name);
      signal(frozen, "SIGSTOP");
    },
    thaw,
    drop: () => {
      if (dropped) return;
      dropped = true;
      thaw();
      try {
        ctl(name, "stop", "--force");
      } catch {
        // not running
      }
      try {
        execFileSync("pg_dropcluster", [PG_VERSION, name], { stdio: "ignore" });
      } catch {
        // already gone
      }
    },
  };
}
