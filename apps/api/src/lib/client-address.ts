import { isIPv6 } from 'node:net';

/**
 * The block a client address is counted under, for every per-address counter: an IPv4 address as it is,
 * an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket reports) as that IPv4
 * address, any other IPv6 address as its /64. One subscriber's line gets a whole /64, so counting single
 * IPv6 addresses would hand one attacker 2^64 fresh counters. This is also what @fastify/rate-limit's own
 * default key does (`ipv6Subnet: 64`); the rate-limit plugin makes this function the key of all its limits,
 * so the library's counters and ours cannot disagree.
 */
export function addressBlock(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(ip: string): number[] {
  // A zone (`fe80::1%eth0`) names the local interface, not part of the address.
  let text = ip.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
