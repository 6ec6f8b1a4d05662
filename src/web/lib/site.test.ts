import { describe, expect, it } from 'vitest';
import { phoneDigits } from '#shared/schemas/site-content';
import { addressLine, digitsOf, telHref } from './site';

describe('telHref and digitsOf', () => {
  it('dials the digits, keeping the leading + of an international number', () => {
    expect(telHref('+91 22 4890 1234')).toBe('tel:+912248901234');
    expect(telHref(' +1 (415) 555-0100 ')).toBe('tel:+14155550100');
  });

  it('adds no + to a local number', () => {
    expect(telHref('022-4890 1234')).toBe('tel:02248901234');
    expect(digitsOf('(022) 4890-1234')).toBe('02248901234');
  });
});

describe('addressLine', () => {
  it('writes the office address on one line, the PIN after the state', () => {
    expect(
      addressLine({
        street: 'Office 1204, Seawoods Grand Central Tower 2, Sector 40, Seawoods',
        locality: 'Navi Mumbai',
        region: 'Maharashtra',
        postalCode: '400706',
      }),
    ).toBe('Office 1204, Seawoods Grand Central Tower 2, Sector 40, Seawoods, Navi Mumbai, Maharashtra 400706');
  });
});

describe('digitsOf', () => {
  it('is the shared phoneDigits rule', () => {
    for (const phone of ['+91 22 4890 1234', '(022) 4890-1234', '+1.415.555.0100', ''])
      expect(digitsOf(phone)).toBe(phoneDigits(phone));
  });
});
