import { describe, expect, it } from 'vitest';
import { totalText } from './list-total-text';

describe('totalText', () => {
  it('writes an exact total in full, with Indian digit grouping', () => {
    expect(totalText(7, undefined)).toBe('7');
    expect(totalText(1_23_456, undefined)).toBe('1,23,456');
  });

  it('rounds an estimate to two figures and says it is one', () => {
    expect(totalText(286_456, 'estimate')).toBe('about 2,90,000');
    expect(totalText(1_000_100, 'estimate')).toBe('about 10,00,000');
    expect(totalText(12_345, 'estimate')).toBe('about 12,000');
  });

  it('says "more than" for a floor', () => {
    expect(totalText(10_000, 'at-least')).toBe('more than 10,000');
  });
});
