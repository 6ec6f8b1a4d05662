import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from './page-definition.js';
import { INDEXABLE_PAGES, isAppRoute, matchPage, NOT_FOUND_SCREEN } from './page-lookup.js';
import { PAGE_LIST, PAGES, QUERY_PROVIDER_MODULE } from './pages.js';

describe('isAppRoute', () => {
  it('knows every page of the spec', () => {
    for (const path of [
      '/',
      '/services',
      '/celebrities',
      '/celebrity/abc',
      '/about',
      '/contact',
      '/admin',
      '/admin/login',
      '/admin/dashboard',
      '/admin/celebrities',
      '/admin/celebrities/add',
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
    for (const path of ['/nope', '/celebrity', '/celebrity/a/b', '/admin/unknown', '/servicesx', '//services']) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});

describe('matchPage', () => {
  it('names the page and its id', () => {
    expect(matchPage('/celebrity/42')).toEqual({ page: PAGES.celebrity, id: '42' });
    expect(matchPage('/admin/celebrities/edit/7')?.page.name).toBe('adminCelebrityEdit');
    expect(matchPage('/services')).toEqual({ page: PAGES.services });
  });
});

describe('getHref', () => {
  it('is the path, with the id filled in and encoded', () => {
    expect(PAGES.services.getHref()).toBe('/services');
    expect(PAGES.celebrity.getHref('a b/c')).toBe('/celebrity/a%20b%2Fc');
    expect(PAGES.adminCelebrityView.getHref('9')).toBe('/admin/celebrities/view/9');
  });
  it('links back to the page it names', () => {
    for (const page of PAGE_LIST) {
      const href = (page.getHref as (id?: string) => string)('x');
      expect(matchPage(href)?.page.name, href).toBe(page.name);
    }
  });
});

describe('the page table', () => {
  it('names source files that exist, so a rename cannot silently drop a page or its preloads', () => {
    const screens = [...PAGE_LIST.flatMap((page) => ('screen' in page ? [page.screen] : [])), NOT_FOUND_SCREEN];
    for (const { module } of [...screens, ...Object.values(LAYOUTS), { module: QUERY_PROVIDER_MODULE }]) {
      expect(existsSync(`src/web/${module}`), module).toBe(true);
    }
  });
  it('gives every page a screen or a redirect, and every page without data a head', () => {
    for (const page of PAGE_LIST) expect('screen' in page || 'redirectTo' in page, page.name).toBe(true);
    for (const page of INDEXABLE_PAGES) {
      expect(page.path, page.name).not.toContain(':');
      expect('meta' in page, page.name).toBe(true);
    }
  });
  it('sends redirects to pages of the table', () => {
    for (const page of PAGE_LIST) if ('redirectTo' in page) expect(isAppRoute(page.redirectTo)).toBe(true);
  });
});
