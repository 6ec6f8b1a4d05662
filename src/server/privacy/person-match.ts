import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { digitsOf } from '#server/lib/search-text';

/**
 * How a privacy request finds a person in stored text: their e-mail address, and their phone
 * number when given ('' when not). Each is one regular expression written so that PostgreSQL
 * (to find the rows) and JavaScript (to replace a mention) read it the same way.
 */
export interface Person {
  /** Lower-case, as the request schema leaves it. */
  email: string;
  phone: string;
}

/** What replaces the address or the number in a record that stays (someone else's note). */
export const ERASED_MENTION = '[erased]';

/** The separators a phone number may have between its digits (isPhoneNumber's). */
const SEPARATORS = '[-\\s().]*';
/** An Indian number without its country code or trunk 0: what a request's number is matched by. */
const NATIONAL_DIGITS = 10;

/**
 * The address as a whole word: not the end of a longer one (`basha@…`) nor the start of another
 * domain (`…@example.com.au`). Matched without regard to case.
 */
function emailPattern(email: string): string {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(?<![a-z0-9._%+-])${escaped}(?![a-z0-9-]|\\.[a-z0-9])`;
}

/**
 * The number by its digits, with any separators between them. A number of ten digits or more
 * matches by its last ten, whatever comes before them (`+91 98765-43210`, `098765 43210` and
 * `9876543210` are one person), taking a country code or trunk 0 along (up to four digits) so
 * that a replacement leaves none; a shorter one matches only whole. Never followed by another
 * digit (a longer number).
 */
function phonePattern(phone: string): string | null {
  const digits = digitsOf(phone);
  if (digits.length === 0) return null;
  const key = digits.slice(-NATIONAL_DIGITS);
  const lead = key.length >= NATIONAL_DIGITS ? `[+(]*(?:[0-9]{1,4}[-\\s().]*)?` : `(?<![0-9])[+(]*`;
  return `${lead}${key.split('').join(SEPARATORS)}(?![0-9])`;
}

/** The text of a column as it is searched: a jsonb's string values, an array's items, apart. */
function searchableText(column: PgColumn): SQL {
  const type = column.getSQLType();
  // Values joined by ' | ', which neither pattern crosses: two numbers never make one phone.
  if (type === 'jsonb' || type === 'json') {
    return sql`(select string_agg(v #>> '{}', ' | ') from jsonb_path_query(${column}::jsonb, 'strict $.** ? (@.type() == "string")') as v)`;
  }
  if (type.endsWith('[]')) return sql`array_to_string(${column}, ' | ')`;
  return sql`${column}`;
}

/** True where `text` names the person. */
export function mentionsPerson(person: Person, text: SQL): SQL {
  const phone = phonePattern(person.phone);
  return or(sql`${text} ~* ${emailPattern(person.email)}`, phone === null ? undefined : sql`${text} ~ ${phone}`) as SQL;
}

/** True where any of `columns` names the person (false for no columns). */
export function mentionedIn(person: Person, columns: PgColumn[]): SQL {
  return or(...columns.map((column) => mentionsPerson(person, searchableText(column)))) ?? sql`false`;
}

/** `value` with every mention of the person replaced by ERASED_MENTION. */
export function redactText(person: Person, value: string): string {
  const phone = phonePattern(person.phone);
  const withoutEmail = value.replace(new RegExp(emailPattern(person.email), 'gi'), ERASED_MENTION);
  return phone === null ? withoutEmail : withoutEmail.replace(new RegExp(phone, 'g'), ERASED_MENTION);
}

/** A JSON value with the person's mentions replaced in its strings (its keys and shape kept). */
export function redactJson(person: Person, value: unknown): unknown {
  if (typeof value === 'string') return redactText(person, value);
  if (Array.isArray(value)) return value.map((item) => redactJson(person, item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactJson(person, item)]));
  }
  return value;
}

/** Every string in a value (a column's text, an array's items, a JSON value's strings). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** How much of someone else's record an export shows around a mention of the person. */
const EXCERPT_AROUND = 40;

/**
 * The passages of `value`'s strings that name the person, each with a little of the text either
 * side: what was written about them in a record that is someone else's, and no more of it.
 */
export function mentionExcerpts(person: Person, value: unknown): string[] {
  const phone = phonePattern(person.phone);
  const patterns = [new RegExp(emailPattern(person.email), 'gi'), ...(phone ? [new RegExp(phone, 'g')] : [])];
  return stringsIn(value).flatMap((text) =>
    patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => {
        const start = Math.max(0, match.index - EXCERPT_AROUND);
        const end = Math.min(text.length, match.index + match[0].length + EXCERPT_AROUND);
        const passage = text.slice(start, end).replace(/\s+/g, ' ').trim();
        return `${start > 0 ? '…' : ''}${passage}${end < text.length ? '…' : ''}`;
      }),
    ),
  );
}
