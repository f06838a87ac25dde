import { BlockList, isIP } from 'node:net';

const local = new BlockList();
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addSubnet('10.0.0.0', 8, 'ipv4');
local.addSubnet('172.16.0.0', 12, 'ipv4');
local.addSubnet('192.168.0.0', 16, 'ipv4');
local.addSubnet('169.254.0.0', 16, 'ipv4');
local.addSubnet('100.64.0.0', 10, 'ipv4');
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

/** Country of loopback and private addresses: the demo pretends they are in the home market. */
const localCountry = 'KH';
/** Without a GeoIP database a public address has no known country (ISO "unknown or unspecified"). */
const unknownCountry = 'ZZ';

const isLocal = (ip: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return local.check(mapped, 'ipv4');
  const family = isIP(ip);
  if (family === 0) return false;
  return local.check(ip, family === 4 ? 'ipv4' : 'ipv6');
};

/** `location` of the status call for the client IP the upstream sees. */
export const locate = (ip: string): { ip: string; country: string } => ({
  ip,
  country: isLocal(ip) ? localCountry : unknownCountry,
});
