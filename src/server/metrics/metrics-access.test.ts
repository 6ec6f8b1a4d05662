import { describe, expect, it } from 'vitest';
import { addressAllowList, bearerMatches, isAddressOrBlock, LOOPBACK_ONLY } from './metrics-access';

describe('isAddressOrBlock', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['10.0.0.0/8', true],
    ['fd00::/8', true],
    ['10.0.0.0/33', false],
    ['fd00::/129', false],
    ['10.0.0.0/x', false],
    ['localhost', false],
    ['10.0.0.1/8/2', false],
    ['', false],
  ])('%s -> %s', (entry, expected) => {
    expect(isAddressOrBlock(entry)).toBe(expected);
  });
});

describe('addressAllowList', () => {
  it('allows loopback, also written as IPv4 in IPv6, and nothing else by default', () => {
    const allowed = addressAllowList(LOOPBACK_ONLY);
    expect(allowed('127.0.0.1')).toBe(true);
    expect(allowed('::1')).toBe(true);
    expect(allowed('::ffff:127.0.0.1')).toBe(true);
    expect(allowed('127.0.0.2')).toBe(false);
    expect(allowed('203.0.113.9')).toBe(false);
    expect(allowed('not an address')).toBe(false);
  });

  it('allows a block and the addresses in it', () => {
    const allowed = addressAllowList(['10.20.0.0/16', '2001:db8::/32', '192.0.2.7']);
    expect(allowed('10.20.255.1')).toBe(true);
    expect(allowed('10.21.0.1')).toBe(false);
    expect(allowed('2001:db8::42')).toBe(true);
    expect(allowed('2001:db9::42')).toBe(false);
    expect(allowed('192.0.2.7')).toBe(true);
    expect(allowed('::ffff:192.0.2.7')).toBe(true);
    expect(allowed('192.0.2.8')).toBe(false);
  });
});

describe('bearerMatches', () => {
  const token = 'a-long-enough-metrics-token-1234';
  it.each([
    [`Bearer ${token}`, token, true],
    [`Bearer ${token}x`, token, false],
    [`Bearer ${token.slice(1)}`, token, false],
    [`Basic ${token}`, token, false],
    [undefined, token, false],
    [`Bearer ${token}`, undefined, false],
    ['Bearer ', '', false],
  ])('%s against %s -> %s', (header, expected, result) => {
    expect(bearerMatches(header, expected)).toBe(result);
  });
});
