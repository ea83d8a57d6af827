import { isIP } from "node:net";

/**
 * The key a visitor's address is counted under for per-visitor caps: an IPv4
 * address as it is (also when written IPv4-mapped), an IPv6 address by its
 * /64, since one household or server is usually given a whole /64 and could
 * otherwise take a fresh address for every request.
 */
export function clientKeyOf(address: string): string {
  const bare = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIP(bare) !== 6) return bare.slice(0, 100) || "unknown";
  const [head = "", tail] = bare.split("::");
  const groups = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
