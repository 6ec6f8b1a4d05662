import { describe, expect, it } from 'vitest';
import { normalisePath } from './pathname';

describe('normalisePath', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(normalisePath('/celebrities/')).toBe('/celebrities');
    expect(normalisePath('/contact///')).toBe('/contact');
    expect(normalisePath('/celebrities/meera-kapoor')).toBe('/celebrities/meera-kapoor');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('///')).toBe('/');
  });

  it('handles a path of many slashes in one pass', () => {
    const path = `/about${'/'.repeat(200_000)}`;
    expect(normalisePath(path)).toBe('/about');
  });
});
