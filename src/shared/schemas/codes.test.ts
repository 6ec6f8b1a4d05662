import { describe, expect, it } from 'vitest';
import { optionalAccountNumberField, optionalGstinField, optionalIfscField, optionalUpiIdField } from './codes.js';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the codes a form types', () => {
  it.each([
    ['GSTIN', optionalGstinField, ' 27aapfu0939f1zv ', '27AAPFU0939F1ZV'],
    ['IFSC', optionalIfscField, 'hdfc 0001234', 'HDFC0001234'],
    ['UPI ID', optionalUpiIdField, ' Aarav@OKAXIS ', 'aarav@okaxis'],
    ['account number', optionalAccountNumberField, '5020 0012 3456 78', '50200012345678'],
  ] as const)('a %s is made comparable as typed, and may be left out', (_name, field, typed, stored) => {
    expect(field.parse(typed)).toBe(stored);
    expect(field.parse(undefined)).toBe('');
    expect(field.parse('')).toBe('');
  });

  it.each([
    ['GSTIN', optionalGstinField, '27AAPFU0939F1Z', 'A GSTIN has 15 characters'],
    ['IFSC', optionalIfscField, 'HDFC000123', 'An IFSC has 11 characters'],
    ['UPI ID', optionalUpiIdField, 'aarav', 'A UPI ID is name@bank, for example starline@okaxis'],
    ['account number', optionalAccountNumberField, '12345678', 'An account number is 9 to 18 digits'],
  ] as const)('a %s its issuer would refuse is refused in its words', (_name, field, typed, message) => {
    expect(messageOf(field.safeParse(typed))).toBe(message);
  });
});
