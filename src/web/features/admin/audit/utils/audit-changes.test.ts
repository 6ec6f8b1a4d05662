import { describe, expect, it } from 'vitest';
import { auditChangesOf, auditValueText, clipText, stableJson } from './audit-changes.js';

describe('auditChangesOf', () => {
  it('lists only the fields whose values differ, before → after', () => {
    expect(
      auditChangesOf(
        { name: 'Asha', city: 'Pune', tags: ['a', 'b'], stats: { x: 1, y: 2 } },
        { name: 'Asha', city: 'Mumbai', tags: ['a', 'b'], stats: { y: 2, x: 1 } },
      ),
    ).toEqual({ shape: 'changed', fields: [{ key: 'city', label: 'City', before: 'Pune', after: 'Mumbai' }] });
  });

  it('lists a field added or removed with the missing side undefined', () => {
    expect(auditChangesOf({ status: 'pending' }, { status: 'contacted', emailedCustomer: false })).toEqual({
      shape: 'changed',
      fields: [
        { key: 'status', label: 'Status', before: 'pending', after: 'contacted' },
        { key: 'emailedCustomer', label: 'Emailed customer', before: undefined, after: false },
      ],
    });
    expect(auditChangesOf({ note: 'x', old: 1 }, { note: 'x' }).fields).toEqual([
      { key: 'old', label: 'Old', before: 1, after: undefined },
    ]);
  });

  it('counts a change inside a nested value or a list’s order', () => {
    expect(auditChangesOf({ a: { b: [1, 2] } }, { a: { b: [2, 1] } }).fields.map((field) => field.key)).toEqual(['a']);
    expect(auditChangesOf({ a: null }, { a: 0 }).fields.map((field) => field.key)).toEqual(['a']);
  });

  it('lists nothing when the values are the same (a save without changes)', () => {
    expect(auditChangesOf({ phones: ['1'], email: 'a@b.c' }, { email: 'a@b.c', phones: ['1'] })).toEqual({
      shape: 'changed',
      fields: [],
    });
  });

  it('lists a creation’s values, leaving out empty ones', () => {
    expect(auditChangesOf(null, { note: 'Called back', phone: '', tags: [], assignee: null, count: 0 })).toEqual({
      shape: 'created',
      fields: [
        { key: 'note', label: 'Note', after: 'Called back' },
        { key: 'count', label: 'Count', after: 0 },
      ],
    });
  });

  it('lists a deletion’s values', () => {
    expect(auditChangesOf({ name: 'Ravi', active: false }, null)).toEqual({
      shape: 'deleted',
      fields: [
        { key: 'name', label: 'Name', before: 'Ravi' },
        { key: 'active', label: 'Active', before: false },
      ],
    });
  });

  it('takes a value that is not an object as one field', () => {
    expect(auditChangesOf('draft', 'published')).toEqual({
      shape: 'changed',
      fields: [{ key: '', label: 'Value', before: 'draft', after: 'published' }],
    });
    expect(auditChangesOf([1], [1]).fields).toEqual([]);
    expect(auditChangesOf(undefined, 5)).toEqual({ shape: 'created', fields: [{ key: '', label: 'Value', after: 5 }] });
  });

  it('has nothing to list without either side', () => {
    expect(auditChangesOf(null, null)).toEqual({ shape: 'changed', fields: [] });
  });
});

describe('stableJson', () => {
  it('ignores the order of keys, not of lists', () => {
    expect(stableJson({ b: 1, a: [2, { d: 1, c: 2 }] })).toBe(stableJson({ a: [2, { c: 2, d: 1 }], b: 1 }));
    expect(stableJson([1, 2])).not.toBe(stableJson([2, 1]));
    expect(stableJson({ a: undefined })).toBe(stableJson({}));
  });
});

describe('auditValueText', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    [[], null],
    ['<b>bold</b>', '<b>bold</b>'],
    [true, 'Yes'],
    [false, 'No'],
    [0, '0'],
    [250000, '250000'],
    [['Actor', 'Singer'], 'Actor, Singer'],
    ['2026-11-24T09:35:00.000Z', '24 November 2026 at 3:05 pm IST'],
    ['2026-11-24', '2026-11-24'],
  ])('%j reads %j', (value, text) => {
    expect(auditValueText(value)).toBe(text);
  });

  it('shows objects and lists of objects as indented JSON', () => {
    expect(auditValueText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(auditValueText([{ a: 1 }])).toBe('[\n  {\n    "a": 1\n  }\n]');
  });
});

describe('clipText', () => {
  it('leaves a short text whole', () => {
    expect(clipText('short', 10, 3)).toEqual({ text: 'short', clipped: false });
  });

  it('cuts a long text near its limit, at a space where one is near', () => {
    expect(clipText('alpha beta gamma delta', 12, 5)).toEqual({ text: 'alpha beta…', clipped: true });
    expect(clipText('abcdefghijklmnop', 10, 5)).toEqual({ text: 'abcdefghij…', clipped: true });
  });

  it('cuts after its last line', () => {
    expect(clipText('1\n2\n3\n4', 100, 2)).toEqual({ text: '1\n2…', clipped: true });
  });
});
