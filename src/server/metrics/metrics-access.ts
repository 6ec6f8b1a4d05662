import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** The loopback addresses: who may read /metrics when METRICS_ALLOW is not set. */
export const LOOPBACK_ONLY = ['127.0.0.1', '::1'] as const;

/** True when `entry` is an IP address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrBlock(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** An IPv4 address written as IPv6 (`::ffff:10.1.2.3`, as a dual-stack socket reports it) as IPv4. */
function plainAddress(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Whether a client address is one of `entries` (addresses and CIDR blocks, checked by
 * isAddressOrBlock beforehand). An address that is not an IP at all is never allowed.
 */
export function addressAllowList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (raw) => {
    const address = plainAddress(raw);
    const family = isIP(address);
    if (family === 0) return false;
    return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
