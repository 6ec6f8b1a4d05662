import ipaddr from 'ipaddr.js';

/**
 * The key a client's address is counted under by the rate limits. An IPv4 address (also one
 * written IPv4-mapped, `::ffff:1.2.3.4`) is itself; an IPv6 address is its /64, because one
 * subscriber is usually given a whole /64 and could otherwise step to a fresh address per try.
 */
export function clientAddressKey(ip: string): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    // Not an address (a test harness, a unix socket): count it by its text.
    return ip;
  }
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
