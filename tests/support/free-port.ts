import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { createServer } from "node:net";

/** A loopback port free right now (the test's servers and proxies each take one). */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * Whether process `pid` itself listens on 127.0.0.1:`port` (Linux /proc): the
 * socket in LISTEN state on that port is one of the process's open files.
 * A port picked free can be taken by another test's server before ours binds
 * it; answering on the port is then no proof that ours is the one answering.
 */
export function listensOn(pid: number, port: number): boolean {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    // local_address is "0100007F:<port>" for 127.0.0.1; st 0A is LISTEN; the inode is the tenth field.
    if (fields[1] === `0100007F:${hexPort}` && fields[3] === "0A") inodes.add(fields[9]!);
  }
  if (inodes.size === 0) return false;
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return fds.some((fd) => {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      return inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? "");
    } catch {
      return false;
    }
  });
}
