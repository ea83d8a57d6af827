import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { listensOn } from "./free-port.ts";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// nginx terminating TLS in front of a server under test, configured by the
// README's own file (deploy/nginx.conf) with a throwaway certificate and free
// ports filled in: the browser tests run as the site is deployed. nginx runs
// as a process of the test (its own configuration, pid and log files in a
// temporary folder), never as the system's service.

const root = resolve(import.meta.dirname, "../..");
export const NGINX_SITE_FILE = resolve(root, "deploy/nginx.conf");

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
const nginxBinary = () => process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

export type TestCertificate = { cert: string; key: string };

/** A self-signed certificate for 127.0.0.1 and localhost, valid two days, made by openssl in `dir`. */
export function makeTestCertificate(dir: string): TestCertificate {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "pipe" },
  );
  return { cert, key };
}

export type ProxySite = {
  /** Where nginx answers https (on 127.0.0.1). */
  port: number;
  /** Where it answers plain http with a redirect. */
  httpPort: number;
  /** The server under test, on 127.0.0.1. */
  upstreamPort: number;
  certificate: TestCertificate;
};

/**
 * deploy/nginx.conf with this test's values in place of its examples. Each
 * example must be found: a changed file fails here rather than testing
 * something else than what the README shows.
 */
export function fillSiteConfig(template: string, site: ProxySite): string {
  const origin = `127.0.0.1:${site.port}`;
  const replacements: [string, string][] = [
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${site.upstreamPort};`],
    ["listen 443 ssl http2;", `listen ${origin} ssl http2;`],
    ["listen 80;", `listen 127.0.0.1:${site.httpPort};`],
    ["/etc/letsencrypt/live/example.com/fullchain.pem", site.certificate.cert],
    ["/etc/letsencrypt/live/example.com/privkey.pem", site.certificate.key],
    ["return 301 https://example.com$request_uri;", `return 301 https://${origin}$request_uri;`],
    ["server_name example.com;", "server_name 127.0.0.1 localhost;"],
  ];
  let config = template;
  for (const [example, value] of replacements) {
    if (!config.includes(example)) throw new Error(`deploy/nginx.conf no longer has "${example}"`);
    config = config.replaceAll(example, value);
  }
  const settings = config.split("\n").filter((line) => !line.trim().startsWith("#"));
  if (settings.some((line) => line.includes("example.com")))
    throw new Error("deploy/nginx.conf has an example.com this test does not fill");
  return config;
}

/**
 * The main configuration around the site's file: everything nginx writes stays
 * in `dir`. One process (no master and workers), so that stopping it, or the
 * test process ending, leaves nothing behind.
 */
const mainConfig = (dir: string) => `master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`;

const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), done(true)));
    socket.once("error", () => done(false));
  });

export type TlsProxy = {
  /** https://127.0.0.1:<port>: the address the browser uses, and the server's SITE_URL. */
  origin: string;
  port: number;
  /** nginx's error log so far. */
  log: () => string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

/** Starts nginx with deploy/nginx.conf in front of 127.0.0.1:`upstreamPort`; `stop` ends it and removes its folder. */
export async function startTlsProxy(options: {
  port: number;
  httpPort: number;
  upstreamPort: number;
  /** Made in the proxy's folder when not given. */
  certificate?: TestCertificate;
}): Promise<TlsProxy> {
  const dir = mkdtempSync(join(tmpdir(), "elite-nginx-"));
  try {
    const certificate = options.certificate ?? makeTestCertificate(dir);
    writeFileSync(
      join(dir, "site.conf"),
      fillSiteConfig(readFileSync(NGINX_SITE_FILE, "utf8"), { ...options, certificate }),
    );
    writeFileSync(join(dir, "nginx.conf"), mainConfig(dir));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const errorLog = join(dir, "error.log");
  writeFileSync(errorLog, "");
  const child = spawn(nginxBinary(), ["-p", dir, "-e", errorLog, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const spawnFailed = new Promise<Error>((done) => child.once("error", done));
  const log = () => `${output}${existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  // A test process that ends without stopping it (a crash, an interrupted run) takes it along.
  const stopAtExit = () => {
    if (running()) child.kill("SIGTERM");
  };
  process.once("exit", stopAtExit);
  const stop = async () => {
    process.off("exit", stopAtExit);
    if (running()) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i += 1) {
    if (!running()) break;
    // Our nginx, not another test's process that took the port while nginx retried its bind.
    if ((await accepts(options.port)) && listensOn(child.pid!, options.port))
      return { origin: `https://127.0.0.1:${options.port}`, port: options.port, log, child, stop };
    await Promise.race([new Promise((r) => setTimeout(r, 50)), spawnFailed]);
  }
  const why = log();
  await stop();
  throw new Error(`nginx did not start on port ${options.port}:\n${why}`);
}

// As a command (the proxied Playwright run's web server): runs until SIGTERM or SIGINT.
//   node tests/support/tls-proxy.ts --port 8443 --http-port 8080 --upstream 3000 [--cert c.pem --key k.pem]
if (import.meta.main) {
  const args = new Map<string, string>();
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) args.set(argv[i]!.replace(/^--/, ""), argv[i + 1]!);
  const number = (name: string) => {
    const value = Number(args.get(name));
    if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`--${name} must be a port`);
    return value;
  };
  const proxy = await startTlsProxy({
    port: number("port"),
    httpPort: number("http-port"),
    upstreamPort: number("upstream"),
    certificate: args.has("cert") ? { cert: args.get("cert")!, key: args.get("key")! } : undefined,
  });
  process.stdout.write(`nginx listening on ${proxy.origin}\n`);
  let stopping = false;
  const shutdown = () => {
    stopping = true;
    void proxy.stop().then(() => process.exit(0));
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
  proxy.child.once("exit", (code) => {
    if (stopping) return;
    process.stderr.write(`nginx exited (${code}):\n${proxy.log()}`);
    void proxy.stop().then(() => process.exit(1));
  });
}
