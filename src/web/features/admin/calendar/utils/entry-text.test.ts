import { describe, expect, it } from 'vitest';
import { daysText, entryTitle, travelText } from './entry-text.js';

describe('entryTitle', () => {
  it('names the kind and the celebrity', () => {
    expect(entryTitle({ kind: 'hold', celebrity: { _id: 'x', name: 'Rhea Kapoor' } })).toBe('Hold: Rhea Kapoor');
    expect(entryTitle({ kind: 'blackout', celebrity: { _id: 'x', name: 'Arjun' } })).toBe('Blackout: Arjun');
  });
});

describe('daysText', () => {
  it('writes one day, or the first and last', () => {
    expect(daysText('2027-02-14', '2027-02-14')).toBe('14 February 2027');
    expect(daysText('2027-02-14', '2027-03-01')).toBe('14 February 2027 to 1 March 2027');
  });
});

describe('travelText', () => {
  it.each([
    [0, 0, 'None'],
    [1, 1, '1 day before and after'],
    [2, 2, '2 days before and after'],
    [2, 1, '2 days before, 1 day after'],
    [1, 0, '1 day before'],
    [0, 3, '3 days after'],
  ])('%i before and %i after: %s', (bufferBefore, bufferAfter, text) => {
    expect(travelText({ bufferBefore, bufferAfter })).toBe(text);
  });
});
