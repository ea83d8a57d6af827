import { isIP } from "node:net";

// The visitor's address, for per-visitor limits. Each proxy appends the
// address it received the request from to X-Forwarded-For; everything to the
// left of what our own proxies appended was written by the client and can be
// anything (a bot rotates it to get a fresh allowance on every request). So
// only as many entries as there are trusted proxy hops are read, counted from
// the right, with the socket's peer (the nearest proxy) as the last hop.

/** An address as a rate-limit key: no port, no brackets, IPv4-mapped IPv6 as IPv4, lowercase; null when it is not an IP address. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else {
    const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value);
    if (withPort) value = withPort[1]!;
  }
  value = value.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value : null;
}

export type ClientAddressInput = {
  /** The X-Forwarded-For header as received (several headers joined by commas), if any. */
  forwardedFor: string | undefined;
  /** The peer of the TCP connection. */
  socketAddress: string | undefined;
  /** How many proxies in front of this server append to X-Forwarded-For (0: none, the socket's peer is the visitor). */
  trustedProxies: number;
};

/**
 * The hops are X-Forwarded-For's entries followed by the socket's peer; with
 * N trusted proxies the visitor is the Nth hop from the right (with one proxy:
 * the entry it appended, X-Forwarded-For's rightmost). Fewer hops than that:
 * the leftmost there is. An entry there that is not an IP address (a proxy
 * that writes "unknown", garbage) gives the nearest trusted hop to its right
 * instead: one shared key, never one the client chose.
 */
export function resolveClientAddress({ forwardedFor, socketAddress, trustedProxies }: ClientAddressInput): string {
  const socket = socketAddress ? (normalizeAddress(socketAddress) ?? socketAddress) : "unknown";
  if (trustedProxies <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor.split(",");
  // Only the last `trustedProxies` entries can matter; the rest is the client's.
  const trusted = entries.slice(Math.max(0, entries.length - trustedProxies));
  for (let i = 0; i < trusted.length; i++) {
    const address = normalizeAddress(trusted[i]!);
    if (address) return address;
  }
  return socket;
}
