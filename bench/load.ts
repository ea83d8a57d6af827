/**
 * Shared by the load benchmarks: one autocannon run against a URL, as a
 * browser would ask for it, and the figures it gives.
 */
import { request } from "node:http";
import autocannon from "autocannon";

export const CONNECTIONS = 10;
export const WARMUP_SECONDS = 2;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
if (!Number.isFinite(SECONDS) || SECONDS < 1) throw new Error("BENCH_SECONDS must be a number >= 1");

export const HEADERS = {
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-US,en;q=0.9",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
};
export const ACCEPT_HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** One request as a browser would send it: status, encoding and bytes on the wire. */
function probe(url: string, accept: string): Promise<{ status: number; encoding: string; wireBytes: number }> {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { ...HEADERS, accept } }, (res) => {
      let wireBytes = 0;
      res.on("data", (chunk: Buffer) => (wireBytes += chunk.length));
      res.on("end", () =>
        done({
          status: res.statusCode ?? 0,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          wireBytes,
        }),
      );
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

export type Measurement = {
  label: string;
  path: string;
  rawBytes: number;
  wireBytes: number;
  encoding: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
};

export async function measure(
  origin: string,
  label: string,
  path: string,
  rawBytes: number,
  accept: string,
  connections = CONNECTIONS,
): Promise<Measurement> {
  const url = origin + path;
  const first = await probe(url, accept);
  const options = { url, connections, headers: { ...HEADERS, accept } };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  process.stdout.write(".");
  return {
    label,
    path,
    rawBytes,
    wireBytes: first.wireBytes,
    encoding: first.encoding,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts + (first.status === 200 ? 0 : 1),
  };
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
