/**
 * Shared by the benchmarks: make sure a production build exists, snapshot it,
 * start the production server (server/index.ts) on the snapshot as a child
 * process on a free loopback port, wait for /healthz, and stop it with SIGTERM.
 *
 * Why a snapshot: on a shared work tree someone may run `npm run build` during
 * a benchmark, which empties build/client under a running server (its pages,
 * held in memory, then point at assets that are gone). The benchmark therefore
 * copies the work tree (server/, app/, build/, drizzle/, …; not node_modules,
 * which it links, nor data/, .git or test output) into a temporary folder and
 * serves that copy: the same code and build, frozen. BENCH_IN_PLACE=1 serves
 * the work tree itself. Either way the server gets its own empty DATA_DIR (a
 * fresh PGlite database, migrated and seeded at start-up), so it never shares
 * the developer's ./data with another running server.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");
export const HOST = "127.0.0.1";

const NOT_COPIED = new Set(["node_modules", ".git", "data", "test-results", "playwright-report", ".react-router"]);

/** A copy of the site to serve: its root (holding server/ and build/) and build/client. */
export type Site = { root: string; clientDir: string; dataDir: string; snapshot: boolean; remove: () => Promise<void> };

/** Runs `npm run build` when build/ is missing (or incomplete). */
export function ensureBuild(): void {
  if (existsSync(resolve(root, "build/server/index.js")) && existsSync(resolve(root, "build/client/assets"))) return;
  console.log("build/ is missing: running `npm run build`…");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${String(result.status)})`);
}

/** Every file under build/ with its size and mtime, and the newest mtime. */
function buildSignature(siteRoot: string): { text: string; newest: number } {
  const dir = join(siteRoot, "build");
  let newest = 0;
  const lines = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((file) => {
      const stats = statSync(join(dir, file), { throwIfNoEntry: false });
      newest = Math.max(newest, stats?.mtimeMs ?? 0);
      return `${file} ${stats?.size ?? -1} ${stats?.mtimeMs ?? -1}`;
    });
  return { text: lines.join("\n"), newest };
}

/** True when the server build is there and every /assets/ file its manifest names is too. */
function buildIsComplete(siteRoot: string): boolean {
  const client = join(siteRoot, "build/client");
  const serverEntry = join(siteRoot, "build/server/index.js");
  if (!existsSync(serverEntry)) return false;
  return [...readFileSync(serverEntry, "utf8").matchAll(/"(\/assets\/[^"]+)"/g)].every((match) =>
    existsSync(join(client, match[1]!)),
  );
}

/**
 * Builds when needed, then freezes a copy of the site (see the file's comment):
 * one whose build/ was quiet for 5 s and did not change while it was copied.
 */
export async function prepareSite(): Promise<Site> {
  ensureBuild();
  if (process.env.BENCH_IN_PLACE === "1") {
    const dataDir = await mkdtemp(join(tmpdir(), "bench-data-"));
    return {
      root,
      clientDir: join(root, "build/client"),
      dataDir,
      snapshot: false,
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  for (let attempt = 1; attempt <= 30; attempt++) {
    const dir = await mkdtemp(join(tmpdir(), "bench-site-"));
    const remove = () => rm(dir, { recursive: true, force: true });
    try {
      const before = buildSignature(root);
      if (Date.now() - before.newest > 5_000) {
        for (const entry of readdirSync(root)) {
          if (!NOT_COPIED.has(entry)) await cp(join(root, entry), join(dir, entry), { recursive: true });
        }
        await symlink(join(root, "node_modules"), join(dir, "node_modules"), "dir");
        if (buildSignature(root).text === before.text && buildIsComplete(dir)) {
          return {
            root: dir,
            clientDir: join(dir, "build/client"),
            dataDir: join(dir, "bench-data"),
            snapshot: true,
            remove,
          };
        }
      }
    } catch {
      // build/ changed while it was read or copied: try again
    }
    await remove();
    console.log(`build/ is being rewritten or incomplete (attempt ${attempt}/30): waiting 10 s…`);
    await new Promise((done) => setTimeout(done, 10_000));
  }
  throw new Error("could not copy a complete, settled build/ (run `npm run build`, or BENCH_IN_PLACE=1)");
}

/** A port the kernel says is free on the loopback address right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? done(port) : fail(new Error("no free port"))));
    });
  });
}

export type RunningServer = { origin: string; child: ChildProcess; stop: () => Promise<void> };

/** Starts the production server and resolves once /healthz answers 200. */
export async function startServer(site: Site): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: site.root,
    env: { ...process.env, PORT: String(port), HOST, LOG_LEVEL: "warn", DATA_DIR: site.dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));

  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((done) => child.once("exit", () => done()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await gone;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited (code ${String(child.exitCode)}) before answering /healthz`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return { origin, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error("the server did not answer /healthz within 60 s");
}

/** Stops the server and removes the snapshot when the process is interrupted. */
export function stopOnSignals(server: RunningServer, site: Site): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void server
        .stop()
        .then(site.remove)
        .finally(() => process.exit(130));
    });
  }
}

export const describeSite = (site: Site) =>
  site.snapshot
    ? `serving a frozen copy of the work tree (server/, app/, build/, …) in ${site.root}, DATA_DIR ${site.dataDir}`
    : `serving the work tree ${site.root} in place, DATA_DIR ${site.dataDir}`;

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints rows as an aligned text table (first column left, others right). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

/** The machine's load, printed with the figures: on a shared 2-core machine it explains the noise. */
export const describeLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ")} (1/5/15 min) on ${cpus().length} cores`;
