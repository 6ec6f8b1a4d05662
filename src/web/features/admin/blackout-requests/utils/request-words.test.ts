import { describe, expect, it } from 'vitest';
import { readStateChoice, requestDaysText } from './request-words';

describe('the blackout requests’ words', () => {
  it('shows the pending ones unless the address names another state', () => {
    expect(readStateChoice(null)).toBe('pending');
    expect(readStateChoice('approved')).toBe('approved');
    expect(readStateChoice('all')).toBe('all');
    expect(readStateChoice('everything')).toBe('pending');
  });

  it('says one day or a span', () => {
    expect(requestDaysText({ start: '2028-02-14', end: '2028-02-14' })).toBe('14 February 2028');
    expect(requestDaysText({ start: '2028-02-14', end: '2028-02-16' })).toBe('14 February 2028 to 16 February 2028');
  });
});
