import { describe, expect, it } from 'vitest';
import { earlyTapHref, isEarlyTap, withoutFragment } from './early-tap';

describe('early taps', () => {
  it('records a tap as a fragment of the page and recognises only its own', () => {
    expect(earlyTapHref('inquire')).toBe('#inquire');
    expect(isEarlyTap('#inquire', 'inquire')).toBe(true);
    expect(isEarlyTap('#menu', 'inquire')).toBe(false);
    expect(isEarlyTap('', 'inquire')).toBe(false);
    expect(isEarlyTap('#inquire-more', 'inquire')).toBe(false);
  });

  it('puts back the address without the fragment, query included', () => {
    expect(withoutFragment({ pathname: '/celebrity/abc', search: '' })).toBe('/celebrity/abc');
    expect(withoutFragment({ pathname: '/celebrities', search: '?q=dance' })).toBe('/celebrities?q=dance');
  });
});
