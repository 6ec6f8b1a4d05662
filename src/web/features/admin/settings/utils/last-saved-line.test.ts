import { describe, expect, it } from 'vitest';
import { lastSavedLine } from './last-saved-line';

describe('lastSavedLine', () => {
  it('names who saved and when, in India’s time', () => {
    expect(lastSavedLine({ updatedAt: '2026-11-24T09:35:00.000Z', updatedByName: 'Asha Rao' })).toBe(
      'Last saved by Asha Rao, 24 November 2026 at 3:05 pm IST',
    );
  });

  it('says when a section was saved by an account that is gone', () => {
    expect(lastSavedLine({ updatedAt: '2026-11-24T18:30:00.000Z', updatedByName: null })).toBe(
      'Last saved 25 November 2026 at 12:00 am IST',
    );
  });

  it('says a section never saved shows the starting text', () => {
    expect(lastSavedLine({ updatedAt: null, updatedByName: null })).toBe(
      'Not saved yet: the site shows the starting text',
    );
  });
});
