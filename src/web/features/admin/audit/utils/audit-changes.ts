import { formatIndianTime } from '#shared/format';
import { fieldLabelOf } from './audit-labels';

/**
 * What an audit entry's values before and after say changed, for the row's disclosure: on an
 * update the fields whose values differ, on a creation the values it was created with, on a
 * deletion the values it had. Pure, so the rules are tested apart from the screen.
 */

export type AuditChangeShape = 'created' | 'deleted' | 'changed';

export interface AuditFieldChange {
  /** The field's name in the record ('' when the value is not an object's field). */
  key: string;
  /** The field's name in words. */
  label: string;
  /** The value before and after; undefined where that side has no such field. */
  before?: unknown;
  after?: unknown;
}

export interface AuditChanges {
  shape: AuditChangeShape;
  fields: AuditFieldChange[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNothing(value: unknown): boolean {
  return value === null || value === undefined;
}

/** JSON with every object's keys in order, so that only a different value counts as a change. */
export function stableJson(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether a value says nothing on its own (left out of a creation's or deletion's list). */
function isBlank(value: unknown): boolean {
  return isNothing(value) || value === '' || (Array.isArray(value) && value.length === 0);
}

/** One side's fields: an object's own, or the value itself as a single field. */
function fieldsOf(value: unknown): [string, unknown][] {
  if (isRecord(value)) return Object.entries(value).filter(([, field]) => !isBlank(field));
  return isBlank(value) ? [] : [['', value]];
}

/** The entry's changes, from its values before and after (null for a side that does not exist). */
export function auditChangesOf(before: unknown, after: unknown): AuditChanges {
  if (isNothing(before) && isNothing(after)) return { shape: 'changed', fields: [] };
  if (isNothing(before)) {
    return {
      shape: 'created',
      fields: fieldsOf(after).map(([key, value]) => ({ key, label: fieldLabelOf(key), after: value })),
    };
  }
  if (isNothing(after)) {
    return {
      shape: 'deleted',
      fields: fieldsOf(before).map(([key, value]) => ({ key, label: fieldLabelOf(key), before: value })),
    };
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return {
      shape: 'changed',
      fields: keys
        .filter((key) => stableJson(before[key]) !== stableJson(after[key]))
        .map((key) => ({ key, label: fieldLabelOf(key), before: before[key], after: after[key] })),
    };
  }
  return {
    shape: 'changed',
    fields: stableJson(before) === stableJson(after) ? [] : [{ key: '', label: fieldLabelOf(''), before, after }],
  };
}

/** A moment as the API writes it (`2026-11-24T09:35:00.000Z`). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value as text, never as markup: words as they are (a moment in India's time), yes or no,
 * numbers, a list of words joined, anything else as indented JSON; null for nothing (no value,
 * an empty text or list).
 */
export function auditValueText(value: unknown): string | null {
  if (isBlank(value)) return null;
  if (typeof value === 'string') {
    return ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)) ? formatIndianTime(value) : value;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.join(', ');
  }
  return JSON.stringify(value, null, 2);
}

/** Characters and lines a value shows before "Show all". */
export const CLIP_CHARACTERS = 240;
export const CLIP_LINES = 6;

/**
 * A long text's opening, for a value shown folded: at most `maxCharacters` characters (cut at a
 * space where one is near) and `maxLines` lines, with an ellipsis; `clipped` says whether
 * anything was left out.
 */
export function clipText(
  text: string,
  maxCharacters: number = CLIP_CHARACTERS,
  maxLines: number = CLIP_LINES,
): { text: string; clipped: boolean } {
  let cut = text;
  const lines = cut.split('\n');
  if (lines.length > maxLines) cut = lines.slice(0, maxLines).join('\n');
  if (cut.length > maxCharacters) {
    cut = cut.slice(0, maxCharacters);
    const space = cut.search(/\s\S*$/);
    if (space > maxCharacters * 0.8) cut = cut.slice(0, space);
  }
  if (cut === text) return { text, clipped: false };
  return { text: `${cut.trimEnd()}…`, clipped: true };
}
