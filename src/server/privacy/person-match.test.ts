import { describe, expect, it } from 'vitest';
import { ERASED_MENTION, mentionExcerpts, redactJson, redactText } from './person-match.js';

/** The patterns run in PostgreSQL too; the route tests (privacy-requests*.test.ts) cover that side. */
const asha = { email: 'asha.verma@example.com', phone: '+91 98765 43210' };

describe('redactText', () => {
  it('replaces the address in any case, as a whole address only', () => {
    expect(redactText(asha, 'Write to Asha.Verma@Example.com.')).toBe(`Write to ${ERASED_MENTION}.`);
    expect(redactText(asha, 'mailto:asha.verma@example.com?subject=x')).toBe(`mailto:${ERASED_MENTION}?subject=x`);
    const others = 'basha.verma@example.com, asha.verma@example.com.au, asha.verma@example.community';
    expect(redactText(asha, others)).toBe(others);
  });

  it('replaces the number by its last ten digits, however written, with its country code', () => {
    const ways = [
      '+91 98765 43210',
      '(+91) 98765-43210',
      '0091 9876543210',
      '098765 43210',
      '9876543210',
      '(98765) 43210',
    ];
    for (const written of ways) {
      expect(redactText(asha, `Call ${written} today`)).toBe(`Call ${ERASED_MENTION} today`);
    }
    // A longer number that holds the same digits, and other digits, are not the person's.
    expect(redactText(asha, 'Ref 98765432101, 12345 67890')).toBe('Ref 98765432101, 12345 67890');
  });

  it('matches a short number only whole, and the address alone when no number is given', () => {
    const landline = { email: 'a@example.com', phone: '2555 4321' };
    expect(redactText(landline, 'Office 2555-4321; fax 225554321')).toBe(`Office ${ERASED_MENTION}; fax 225554321`);
    expect(redactText({ email: 'a@example.com', phone: '' }, 'a@example.com 9876543210')).toBe(
      `${ERASED_MENTION} 9876543210`,
    );
  });

  it('escapes what the address has of a regular expression', () => {
    const plus = { email: 'a+b.c@example.com', phone: '' };
    expect(redactText(plus, 'a+b.c@example.com aab.c@example.com ab-c@example.com')).toBe(
      `${ERASED_MENTION} aab.c@example.com ab-c@example.com`,
    );
  });
});

describe('redactJson', () => {
  it('replaces mentions in every string, keeping the keys, the shape and other values', () => {
    const value = { note: 'Asha: 98765-43210', list: ['asha.verma@example.com', 7], nested: { amount: 9876543210 } };
    expect(redactJson(asha, value)).toEqual({
      note: `Asha: ${ERASED_MENTION}`,
      list: [ERASED_MENTION, 7],
      nested: { amount: 9876543210 },
    });
    expect(redactJson(asha, null)).toBeNull();
  });
});

describe('mentionExcerpts', () => {
  it('gives each mention with at most forty characters either side, from every string', () => {
    const long = `${'x'.repeat(60)} wrote 98765 43210 then ${'y'.repeat(60)}`;
    expect(mentionExcerpts(asha, { a: long, b: ['Mail asha.verma@example.com.'] })).toEqual([
      `…${'x'.repeat(33)} wrote 98765 43210 then ${'y'.repeat(34)}…`,
      'Mail asha.verma@example.com.',
    ]);
    expect(mentionExcerpts(asha, 'nobody here')).toEqual([]);
  });
});
