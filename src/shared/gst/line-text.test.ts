import { describe, expect, it } from 'vitest';
import { documentLineText } from './line-text';

describe('documentLineText', () => {
  it('prints the kind and what the line is for', () => {
    expect(documentLineText({ kind: 'artist_fee', description: 'Performance, 90 minutes' })).toBe(
      'Artist fee: Performance, 90 minutes',
    );
  });

  it.each([['Agency service fee'], ['agency service fee'], ['  Agency Service Fee. '], ['Agency-service fee']])(
    'prints the label once when the description only repeats it (%j)',
    (description) => {
      expect(documentLineText({ kind: 'agency_fee', description })).toBe('Agency service fee');
    },
  );

  it('prints a description that begins with the label as typed', () => {
    expect(documentLineText({ kind: 'travel', description: 'Travel for the artist and two assistants' })).toBe(
      'Travel for the artist and two assistants',
    );
  });

  it('keeps the label before a description that only contains it further on', () => {
    expect(documentLineText({ kind: 'other', description: 'Sound check, other than the show' })).toBe(
      'Other: Sound check, other than the show',
    );
    // "Travelling" is not the word "Travel".
    expect(documentLineText({ kind: 'travel', description: 'Travelling crew' })).toBe('Travel: Travelling crew');
  });

  it('prints the label alone for an empty description', () => {
    expect(documentLineText({ kind: 'production', description: ' ' })).toBe('Production');
  });
});
