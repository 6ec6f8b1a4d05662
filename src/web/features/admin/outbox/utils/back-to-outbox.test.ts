import { describe, expect, it } from 'vitest';
import { backToOutboxHref, fromOutboxState } from './back-to-outbox.js';

describe('backToOutboxHref', () => {
  it('returns to the filter and page the preview was opened from', () => {
    expect(backToOutboxHref(fromOutboxState('?state=sent&page=2'))).toBe('/admin/outbox?state=sent&page=2');
  });

  it('returns to the plain outbox from a plain list', () => {
    expect(backToOutboxHref(fromOutboxState(''))).toBe('/admin/outbox');
  });

  it.each([
    null,
    undefined,
    'x',
    {},
    { outboxSearch: 3 },
    { outboxSearch: '//evil.example' },
    { outboxSearch: '?a=<b>' },
  ])('ignores state it did not make (%j)', (state) => {
    expect(backToOutboxHref(state)).toBe('/admin/outbox');
  });
});
