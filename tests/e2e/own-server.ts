import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { freePort, listensOn } from "../support/free-port.ts";
import { startTlsProxy, type TlsProxy } from "../support/tls-proxy.ts";
import { expect } from "./fixtures.ts";
import { keepServerLog } from "./server-logs.ts";

// Helpers for the specs that need a production server of their own (its memory,
// its log, its environment): started from the build on a free loopback port.

const root = resolve(import.meta.dirname, "../..");

export { freePort };

/**
 * The proxied run (playwright.proxy.config.ts) puts each server a spec starts
 * behind nginx too, as deployed: its origin is then the proxy's https address.
 */
const behindTlsProxy = () => process.env.E2E_TLS_PROXY === "1";

export type OwnServer = {
  /** Where a visitor reaches it: the server itself, or in the proxied run the TLS proxy in front. */
  origin: string;
  /** The server's own port (plain http). */
  port: number;
  /** Its database folder (PGlite) and uploads: env.DATA_DIR, or one of its own that stop() removes. */
  dataDir: string;
  /** Everything the server wrote to stdout and stderr so far. */
  log: () => string;
  /** The server process's resident memory now, in bytes (Linux /proc). */
  rss: () => number;
  /** The process started (node, or npm with `command`). */
  child: ChildProcess;
  /** Resolves with the exit code once that process has exited. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Starts the production server (or `command`, e.g. `npm start`) on a free port with its own database. */
export async function startOwnServer(
  env: Record<string, string> = {},
  { command, startTimeoutMs = 60_000 }: { command?: string[]; startTimeoutMs?: number } = {},
): Promise<OwnServer> {
  const ownDir = env.DATA_DIR ? undefined : await mkdtemp(join(tmpdir(), "elite-own-server-"));
  const dataDir = ownDir ?? env.DATA_DIR!;
  const port = await freePort();
  const direct = `http://127.0.0.1:${port}`;
  const proxyPort = behindTlsProxy() ? await freePort() : 0;
  const deployed = proxyPort
    ? { SITE_URL: `https://127.0.0.1:${proxyPort}`, TRUST_PROXY: "true", TRUSTED_PROXIES: "1" }
    : {};
  const [file, ...args] = command ?? [process.execPath, "server/index.ts"];
  const child: ChildProcess = spawn(file!, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...deployed,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const forgetLog = keepServerLog(port, () => output);
  // Healthy, and answering from this process: another spec's server may have taken the port first.
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return `exited (${child.exitCode}):\n${output.slice(-2_000)}`;
        const status = await fetch(`${direct}/healthz`).then(
          (r) => r.status,
          () => 0,
        );
        return status === 200 && (command || listensOn(child.pid!, port)) ? "ours, healthy" : `status ${status}`;
      },
      { timeout: startTimeoutMs },
    )
    .toBe("ours, healthy");
  let proxy: TlsProxy | undefined;
  if (proxyPort) {
    const certificate = { cert: process.env.E2E_TLS_CERT!, key: process.env.E2E_TLS_KEY! };
    proxy = await startTlsProxy({ port: proxyPort, httpPort: await freePort(), upstreamPort: port, certificate });
  }
  return {
    origin: proxy?.origin ?? direct,
    port,
    dataDir,
    log: () => output,
    child,
    exited,
    rss: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))![1]) * 1024,
    stop: async () => {
      forgetLog();
      await proxy?.stop();
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}

export type Sent = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export type SendOptions = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Bytes sent with a Content-Length, or a stream sent chunked. */
  body?: Buffer | Readable;
  /** Go on sending after the answer, as a hostile client would, until the server cuts the connection. */
  keepSending?: boolean;
};

/**
 * One request over its own connection, with node:http so that bodies can be
 * streamed (chunked) and headers can lie. The answer counts even when the
 * server closes the connection on a body still being sent.
 */
export function send(
  origin: string,
  { method, path, headers = {}, body, keepSending = false }: SendOptions,
): Promise<Sent> {
  return new Promise((resolve, fail) => {
    let answered: Sent | undefined;
    let closed = false;
    // Keep-alive as browsers do: with "Connection: close" the server hangs up right after
    // its answer, and a client still sending can lose that answer to the reset.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const done = (sent: Sent) => {
      if (keepSending && !closed) return;
      agent.destroy();
      resolve(sent);
    };
    // Node frames a body by itself only for methods that usually carry one.
    const framed = Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h));
    const framing =
      framed || !body
        ? {}
        : body instanceof Readable
          ? { "Transfer-Encoding": "chunked" }
          : { "Content-Length": String(body.length) };
    const req = httpRequest(`${origin}${path}`, { method, headers: { ...framing, ...headers }, agent });
    req.on("close", () => {
      closed = true;
      if (keepSending && answered) done(answered);
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        answered = { status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") };
        if (!keepSending) {
          // Stop sending what the server has refused.
          if (body instanceof Readable) body.destroy();
          req.destroy();
        }
        done(answered);
      });
      res.on("error", () => (answered ? undefined : fail(new Error(`${method} ${path}: the answer broke off`))));
    });
    req.on("error", (error) => {
      if (!answered)
        setTimeout(() => (answered ? undefined : fail(new Error(`${method} ${path}: ${error.message}`))), 1_000);
    });
    if (body instanceof Readable) {
      body.on("error", () => {});
      body.pipe(req);
    } else {
      req.end(body);
    }
  });
}

/** `size` bytes of `fill`, generated as they are sent: never held in memory. */
export function generatedBody(size: number, fill = 0x61, chunkSize = 64 * 1024): Readable {
  const chunk = Buffer.alloc(chunkSize, fill);
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(left, chunkSize);
      left -= n;
      this.push(n === chunkSize ? chunk : chunk.subarray(0, n));
    },
  });
}

export type RouteEntry = {
  id: string;
  pattern: string;
  hasAction: boolean;
  isPage: boolean;
  index: boolean;
  /** A route on the way asks for a console session (`handle.console.role`). */
  needsSession: boolean;
};

/** Every route of the production build's route table with its full path pattern. */
export async function loadRouteTable(): Promise<RouteEntry[]> {
  const build = (await import(pathToFileURL(join(root, "build/server/index.js")).href)) as ServerBuild;
  const routes = Object.values(build.routes).filter((r) => r !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  const asksForSession = (id: string | undefined): boolean => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return false;
    const role = (route.module as { handle?: { console?: { role?: string } } }).handle?.console?.role;
    return Boolean(role) || asksForSession(route.parentId);
  };
  const entries = routes
    .filter((r) => r.id !== "root")
    .map((r) => ({
      id: r.id,
      pattern: fullPath(r.id) || "/",
      hasAction: typeof (r.module as { action?: unknown }).action === "function",
      isPage: typeof (r.module as { default?: unknown }).default === "function",
      index: r.index === true,
      needsSession: asksForSession(r.id),
    }));
  // A layout with an index child (the console's /admin) never answers its own
  // path: the index route does, so the path is listed once, as the index.
  return entries.filter((e) => e.index || !entries.some((f) => f.index && f.pattern === e.pattern));
}

/** A concrete path for a pattern: each `:param` and `*` filled by `fill`. */
export const fillPattern = (pattern: string, fill: (name: string) => string) =>
  pattern.replace(/:(\w+)/g, (_m, name: string) => fill(name)).replace(/\*$/, () => fill("*"));
