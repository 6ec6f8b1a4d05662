import { describe, expect, it } from 'vitest';
import { changedFields } from './early-fields';

describe('changedFields', () => {
  const rendered = { q: '', category: 'All' };

  it('returns what was typed or chosen before the app started', () => {
    const form = new FormData();
    form.set('q', 'dance');
    form.set('category', 'Sports');
    expect(changedFields(form, rendered)).toEqual({ q: 'dance', category: 'Sports' });
  });

  it('returns nothing when the fields still hold what the app rendered', () => {
    expect(
      changedFields(
        [
          ['q', ''],
          ['category', 'All'],
        ],
        rendered,
      ),
    ).toEqual({});
  });

  it('keeps spaces as typed and a field emptied by the visitor', () => {
    expect(changedFields([['q', ' dance ']], rendered)).toEqual({ q: ' dance ' });
    expect(changedFields([['q', '']], { q: 'singer' })).toEqual({ q: '' });
  });

  it('leaves out fields the app does not name and files', () => {
    const form = new FormData();
    form.set('other', 'x');
    form.set('q', new Blob(['x']), 'photo.jpg');
    expect(changedFields(form, rendered)).toEqual({});
  });
});
