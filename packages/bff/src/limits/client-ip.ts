import { isIPv4, isIPv6 } from 'node:net';

const expandIPv6 = (ip: string): string[] => {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
};

/**
 * The key a client IP is counted under: IPv4-mapped IPv6 becomes plain IPv4, and IPv6 is cut
 * to its /64, because one subscriber usually holds a whole /64 and could rotate through it.
 */
export const clientIpKey = (ip: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = expandIPv6(ip.split('%', 1)[0] ?? ip);
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};
