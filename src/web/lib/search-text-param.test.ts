import { describe, expect, it } from 'vitest';
import { stillOn, withSearchText } from './search-text-param';

describe('withSearchText', () => {
  it('sets the text and keeps every other parameter as the address has it now', () => {
    const next = withSearchText(new URLSearchParams('category=Sports&q=old'), 'q', 'dance');
    expect(next.toString()).toBe('category=Sports&q=dance');
  });

  it('leaves the parameter out for an empty search', () => {
    expect(withSearchText(new URLSearchParams('q=old&status=pending'), 'q', '').toString()).toBe('status=pending');
  });

  it('applies what else changes with a new search', () => {
    const next = withSearchText(new URLSearchParams('q=a&page=4'), 'q', 'b', (params) => params.delete('page'));
    expect(next.toString()).toBe('q=b');
  });

  it('never changes the parameters it was given', () => {
    const current = new URLSearchParams('q=a');
    withSearchText(current, 'q', 'b');
    expect(current.toString()).toBe('q=a');
  });
});

describe('stillOn', () => {
  it('lets a pending search be written only while the visitor is on its screen', () => {
    expect(stillOn('/celebrities', { pathname: '/celebrities' })).toBe(true);
    expect(stillOn('/celebrities', { pathname: '/celebrity/42' })).toBe(false);
  });
});
