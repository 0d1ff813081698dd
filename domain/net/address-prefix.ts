// The network a client address belongs to, as rate limits should see it. An IPv6 customer is
// normally given a whole /64 (2^64 addresses), so keying limits by the full address would hand
// every such client an unlimited supply of fresh buckets; the /64 is the unit one subscriber
// controls. IPv4 addresses are scarce and used as they are. IPv4-mapped IPv6 (::ffff:a.b.c.d) is
// the IPv4 address it carries.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) stands for the last two groups.
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(":");
  const last = text.slice(lastColon + 1);
  if (last.includes(".")) {
    if (!IPV4.test(last)) return null;
    const [a, b, c, d] = last.split(".").map(Number) as [number, number, number, number];
    tail = [(a << 8) | b, (c << 8) | d];
    text = `${text.slice(0, lastColon + 1)}${tail.length ? "0:0" : ""}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (![...head, ...rest].every((group) => HEXTET.test(group))) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest].map((g) => parseInt(g, 16));
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups;
}

/**
 * "v4:203.0.113.7" for IPv4 (and IPv4-mapped IPv6), "v6:2001:db8:0:1" (the first four groups,
 * canonical hex) for IPv6, or null for anything that is not an IP address.
 */
export function addressPrefix(address: string): string | null {
  const trimmed = address.trim();
  if (IPV4.test(trimmed)) return `v4:${trimmed}`;
  const groups = ipv6Groups(trimmed);
  if (!groups) return null;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return `v4:${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `v6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}`;
}

/**
 * The block a network sits in, for budgets one customer or one hosting subnet must not exhaust:
 * "v4:203.0.113" (the /24) for IPv4, "v6:2001:db8:0" (the /48, what a site or a small provider
 * customer is routinely given) for IPv6, or null for anything that is not an IP address.
 */
export function addressBlock(address: string): string | null {
  const prefix = addressPrefix(address);
  if (!prefix) return null;
  if (prefix.startsWith("v4:")) return prefix.slice(0, prefix.lastIndexOf("."));
  return prefix.split(":").slice(0, 4).join(":");
}

/**
 * The wider block around a network, for a second, larger share of a service-wide budget: "v4:203.0"
 * (the /16) for IPv4, "v6:2001:db8" (the /32, a provider's usual allocation: 65,536 /48s) for IPv6,
 * or null for anything that is not an IP address.
 */
export function addressWideBlock(address: string): string | null {
  const prefix = addressPrefix(address);
  if (!prefix) return null;
  if (prefix.startsWith("v4:")) return prefix.split(".").slice(0, 2).join(".");
  return prefix.split(":").slice(0, 3).join(":");
}
