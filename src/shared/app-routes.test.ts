import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes.js';

describe('isAppRoute', () => {
  it('knows every page of the spec', () => {
    for (const path of [
      '/',
      '/services',
      '/celebrities',
      '/celebrity/abc',
      '/about',
      '/contact',
      '/admin/login',
      '/admin/dashboard',
      '/admin/celebrities/edit/x',
      '/admin/celebrities/view/x',
      '/admin/staff',
      '/admin/inquiries',
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });
  it('accepts a trailing slash', () => {
    expect(isAppRoute('/services/')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const path of ['/nope', '/celebrity', '/celebrity/a/b', '/admin/unknown', '/servicesx']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
