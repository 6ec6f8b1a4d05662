import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, normaliseGstin, panOfGstin, stateOfGstin } from './gstin';
import { ifscProblem, normaliseIfsc } from './ifsc';
import { GST_STATES, gstStateLabel, isGstinStateCode } from './states';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '24AAACC1206D1ZM'])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('computes the check character the GST portal does', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it.each([
    ['27AAPFU0939F1Z', 'A GSTIN has 15 characters'],
    ['27AAPFU0939F1ZVX', 'A GSTIN has 15 characters'],
    ['2AAAPFU0939F1ZV', 'This is not a GSTIN: check the letters and digits'],
    ['27aapfu0939f1zv', 'This is not a GSTIN: check the letters and digits'],
    ['39AAPFU0939F1ZV', 'A GSTIN starts with a state code from 01 to 38, or 97'],
    ['00AAPFU0939F1ZV', 'A GSTIN starts with a state code from 01 to 38, or 97'],
    ['27AAPFU0939F1ZW', 'This GSTIN’s last character does not match: check it for a typing mistake'],
    // One digit changed in the middle: the check character catches it.
    ['27AAPFU0938F1ZV', 'This GSTIN’s last character does not match: check it for a typing mistake'],
  ])('refuses %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('accepts code 97 (other territory) once its check character matches', () => {
    const first14 = '97AAPFU0939F1Z';
    expect(gstinProblem(`${first14}${gstinCheckCharacter(first14)}`)).toBeNull();
  });

  it('derives the PAN and the state', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(stateOfGstin('27AAPFU0939F1ZV')).toBe('27');
    expect(normaliseGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
});

describe('IFSC', () => {
  it('accepts the RBI format', () => {
    expect(ifscProblem('HDFC0001234')).toBeNull();
    expect(ifscProblem('SBIN0ABC123')).toBeNull();
    expect(normaliseIfsc('hdfc 0001234')).toBe('HDFC0001234');
  });

  it.each([
    ['HDFC000123', 'An IFSC has 11 characters'],
    ['HDFC1001234', 'An IFSC is four letters, a zero, then six letters or digits'],
    ['HD1C0001234', 'An IFSC is four letters, a zero, then six letters or digits'],
  ])('refuses %s', (ifsc, problem) => {
    expect(ifscProblem(ifsc)).toBe(problem);
  });
});

describe('states', () => {
  it('lists every state and union territory once, with the codes a GSTIN may carry', () => {
    const codes = GST_STATES.map(({ code }) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(isGstinStateCode(code)).toBe(true);
    expect(gstStateLabel('27')).toBe('27 Maharashtra');
    expect(isGstinStateCode('39')).toBe(false);
  });
});
