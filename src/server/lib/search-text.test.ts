import { describe, expect, it } from 'vitest';
import { containsPattern, emailSearchText, searchTextOf } from './search-text.js';

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

describe('emailSearchText', () => {
  it('holds the reference, each recipient and the subject, one a line', () => {
    expect(
      emailSearchText({
        reference: 'SLT-2611-0009',
        recipients: ['Desk@Starline.example', 'owner@starline.example'],
        subject: 'New inquiry SLT-2611-0009: Aarav Mehta',
      }),
    ).toBe('slt-2611-0009\ndesk@starline.example\nowner@starline.example\nnew inquiry slt-2611-0009: aarav mehta');
  });
  it('has no reference line for an e-mail of no inquiry', () => {
    expect(emailSearchText({ reference: null, recipients: ['a@example.com'], subject: 'Reset' })).toBe(
      'a@example.com\nreset',
    );
  });
});
