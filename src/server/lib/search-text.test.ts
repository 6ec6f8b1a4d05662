import { describe, expect, it } from 'vitest';
import { containsPattern, searchTextOf } from './search-text.js';

describe('searchTextOf', () => {
  it('lower-cases and puts each part on its own line', () => {
    expect(searchTextOf(['Aarav Mehta', 'Stand-up Comedy'])).toBe('aarav mehta\nstand-up comedy');
  });
  it('keeps a part with a line break on one line', () => {
    expect(searchTextOf(['a\nb'])).toBe('a b');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
  it('lower-cases the term', () => {
    expect(containsPattern('DANCE')).toBe('%dance%');
  });
});
