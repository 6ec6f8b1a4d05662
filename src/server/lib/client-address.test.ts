import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, also when written IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const a = clientAddressKey('2001:db8:85a3:12:1::1');
    const b = clientAddressKey('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe');
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(b).toBe(a);
    expect(clientAddressKey('2001:db8:85a3:13::1')).not.toBe(a);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps text that is not an address as it is', () => {
    expect(clientAddressKey('not-an-ip')).toBe('not-an-ip');
  });
});
