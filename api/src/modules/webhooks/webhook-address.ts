import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Addresses a webhook must never reach (SSRF): loopback, private, link-local, CGNAT, unique-local,
 * multicast, unspecified and other reserved ranges. BlockList also matches IPv4-mapped IPv6
 * addresses (::ffff:127.0.0.1) against the IPv4 ranges.
 */
const REFUSED = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: may embed a private IPv4 address
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: may embed a private IPv4 address
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: may embed a private IPv4 address
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

/** IPv4-mapped addresses (::ffff:a.b.c.d): judged by the IPv4 address they carry. */
const MAPPED = new net.BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');
/**
 * Outside the mapped forms, only global unicast IPv6 (2000::/3) is reachable: the deprecated
 * IPv4-compatible form (::127.0.0.1), ::ffff:0:0:0/96 and whatever is assigned later are refused
 * by default rather than listed one by one.
 */
const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export function isRefusedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 4) return REFUSED.check(address, 'ipv4');
  if (!MAPPED.check(address, 'ipv6') && !GLOBAL_UNICAST.check(address, 'ipv6')) return true;
  return REFUSED.check(address, 'ipv6');
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export type AddressCheck =
  | { ok: true; addresses: ResolvedAddress[] }
  | { ok: false; problem: 'unresolvable'; host: string }
  | { ok: false; problem: 'refused'; address: string };

/**
 * Resolves the URL's host and checks every address it has (one public and one private answer
 * would let a rebinding resolver choose); the caller connects only to the addresses returned, so
 * what was checked is what is reached. With `allowPrivate` any address goes (local testing).
 */
export async function checkedAddress(url: URL, allowPrivate: boolean): Promise<AddressCheck> {
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  const literal = net.isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal as 4 | 6 }];
  } else {
    try {
      addresses = (await dns.lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family as 4 | 6 }));
    } catch {
      return { ok: false, problem: 'unresolvable', host };
    }
    if (!addresses.length) return { ok: false, problem: 'unresolvable', host };
  }
  if (!allowPrivate) {
    const refused = addresses.find((a) => isRefusedAddress(a.address));
    if (refused) return { ok: false, problem: 'refused', address: refused.address };
  }
  return { ok: true, addresses };
}
