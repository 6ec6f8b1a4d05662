import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth.js';
import { emailSchema, isPhoneNumber } from './common.js';
import { passwordSchema } from './staff.js';
import {
  isMultiLineText,
  isSingleLine,
  multiLineText,
  optionalMultiLineText,
  optionalSingleLineText,
  singleLineText,
} from './text.js';

/** Every code point of a range, as one-character strings. */
function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
}

const C0 = range(0x00, 0x1f);
const C1 = range(0x80, 0x9f);
const SEPARATORS = ['\u2028', '\u2029'];
const LINE_BREAKS_AND_TAB = ['\t', '\n', '\r'];
/** Ordinary text at the edges of the refused ranges, and beyond ASCII. */
const ORDINARY = [' ', '~', '\u00a0', 'é', '₹', 'मीरा', '😀', '\u2027', '\u202a'];

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('isSingleLine', () => {
  it.each([...C0, '\u007f', ...C1, ...SEPARATORS].map((char) => [char.codePointAt(0)?.toString(16), char]))(
    'refuses U+%s',
    (_code, char) => {
      expect(isSingleLine(`Meera${char}Kapoor`)).toBe(false);
    },
  );

  it('takes ordinary text, spaces and non-Latin scripts', () => {
    for (const text of ORDINARY) expect(isSingleLine(`a${text}b`), text).toBe(true);
    expect(isSingleLine('')).toBe(true);
  });
});

describe('isMultiLineText', () => {
  it('takes line breaks and tabs', () => {
    for (const char of LINE_BREAKS_AND_TAB) expect(isMultiLineText(`one${char}two`)).toBe(true);
    expect(isMultiLineText('Para one.\r\n\r\n\tPara two.')).toBe(true);
  });

  it('refuses every other control character and the Unicode separators', () => {
    const refused = [...C0.filter((char) => !LINE_BREAKS_AND_TAB.includes(char)), '\u007f', ...C1, ...SEPARATORS];
    expect(refused).toHaveLength(32 - 3 + 1 + 32 + 2);
    for (const char of refused) expect(isMultiLineText(`one${char}two`), char.codePointAt(0)?.toString(16)).toBe(false);
  });

  it('takes ordinary text', () => {
    for (const text of ORDINARY) expect(isMultiLineText(`a${text}b`), text).toBe(true);
  });
});

describe('singleLineText', () => {
  const name = singleLineText('Name', 20);

  it('trims, and names the field in its refusals', () => {
    expect(name.parse('  Meera \n')).toBe('Meera');
    expect(messageOf(name.safeParse('A\r\nBcc: x@y'))).toBe(
      'Name cannot contain line breaks, tabs or other control characters',
    );
    expect(messageOf(name.safeParse('A\tB'))).toMatch(/^Name cannot contain/);
    expect(messageOf(name.safeParse('A\u0000'))).toMatch(/^Name cannot contain/);
    expect(messageOf(name.safeParse('   '))).toBe('Name is required');
    expect(messageOf(name.safeParse(undefined))).toBe('Name is required');
    expect(messageOf(name.safeParse('x'.repeat(21)))).toBe('Name must be at most 20 characters');
  });

  it('has an optional form that reads absent as empty', () => {
    const packageName = optionalSingleLineText('Package', 10);
    expect(packageName.parse(undefined)).toBe('');
    expect(packageName.parse(' Gold ')).toBe('Gold');
    // A line break or separator at either end is trimmed away, not refused: nothing of it is kept.
    expect(packageName.parse('Gold\u2028')).toBe('Gold');
    expect(messageOf(packageName.safeParse('Gold\u2028Plus'))).toBe(
      'Package cannot contain line breaks, tabs or other control characters',
    );
  });
});

describe('multiLineText', () => {
  const details = optionalMultiLineText('Additional details', 100);

  it('keeps line breaks and tabs inside the text, trimming its ends', () => {
    expect(details.parse('\n Line one\r\n\tLine two \n')).toBe('Line one\r\n\tLine two');
    expect(details.parse(undefined)).toBe('');
  });

  it('refuses other control characters', () => {
    expect(messageOf(details.safeParse('Ring\u0007'))).toBe('Additional details contains an invalid character');
    expect(messageOf(details.safeParse('a\u000bb'))).toBe('Additional details contains an invalid character');
    expect(messageOf(multiLineText('Note', 100).safeParse(' '))).toBe('Note is required');
  });
});

describe('fields checked by their own format', () => {
  it('e-mail addresses refuse line breaks and controls inside them', () => {
    for (const email of ['a@b.example\r\nBcc: x@y.example', 'a\t@b.example', 'a@b\u0085.example', 'a\u0000@b.example'])
      expect(emailSchema.safeParse(email).success, JSON.stringify(email)).toBe(false);
    expect(emailSchema.parse(' Meera@Example.com\n')).toBe('meera@example.com');
    expect(loginSchema.safeParse({ email: 'a@b.example\r\nBcc: x', password: 'x' }).success).toBe(false);
  });

  it('phone numbers take spaces of any kind between digits, not tabs or line breaks', () => {
    expect(isPhoneNumber('+91 98200\u00a012345')).toBe(true);
    for (const phone of ['+91 98200\t12345', '+91 98200\r\n12345', '+91 98200\u2028 12345', '+91 98200\u000b12345'])
      expect(isPhoneNumber(phone), JSON.stringify(phone)).toBe(false);
  });

  it('a new password is one line; signing in compares whatever was typed', () => {
    expect(messageOf(passwordSchema.safeParse('Quiet-Harbour\n-42'))).toBe(
      'Password cannot contain line breaks, tabs or other control characters',
    );
    expect(passwordSchema.safeParse('Quiet Harbour Lantern 42').success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@b.example', password: 'old\tpassword' }).success).toBe(true);
  });
});
