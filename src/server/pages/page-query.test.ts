import { describe, expect, it } from 'vitest';
import { LISTING_PAGES_MAX } from '#shared/listing-filters';
import { pageQuery } from './page-for-path.js';

describe('pageQuery', () => {
  it("keeps the listing's own parameters, in one order whatever the address's, and drops a campaign's", () => {
    expect(pageQuery('/celebrities', 'utm_source=ads&category=Sports&gclid=x&q=singer')).toBe(
      'q=singer&category=Sports',
    );
    expect(pageQuery('/celebrities', 'q=singer&category=Sports')).toBe('q=singer&category=Sports');
    expect(pageQuery('/celebrities/', 'sort=name&price=on-demand&city=Mumbai')).toBe(
      'city=Mumbai&price=on-demand&sort=name',
    );
    expect(pageQuery('/celebrities', 'available=2031-02-14&utm_source=ads&city=Pune')).toBe(
      'city=Pune&available=2031-02-14',
    );
    expect(pageQuery('/celebrities', 'utm_source=ads&utm_campaign=diwali&ref=mail&fbclid=IwAR0')).toBe('');
  });

  it('leaves nothing on pages that read no parameters', () => {
    for (const path of ['/', '/services', '/about', '/contact', '/privacy', '/celebrity/aarav-mehta']) {
      expect(pageQuery(path, 'q=singer&category=Sports&utm_source=ads')).toBe('');
    }
  });

  it('leaves out what the listing shows as its default: empty fields, All, the default order', () => {
    // What the filter form sends before the app has started, with nothing chosen.
    expect(pageQuery('/celebrities', 'q=&category=All&city=&available=&price=&sort=featured')).toBe('');
    expect(pageQuery('/celebrities', 'q=%20%20&sort=featured')).toBe('');
    expect(pageQuery('/celebrities', 'q=+dance+&sort=price-asc')).toBe('q=dance&sort=price-asc');
  });

  it('leaves out a choice the listing cannot read, as its dropdowns show it (the default)', () => {
    expect(pageQuery('/celebrities', 'category=Astronauts&price=free&sort=newest&available=2031-02-30')).toBe('');
  });

  it('keeps the batches shown (`?page=N`) after the filters, in one spelling, bounded', () => {
    expect(pageQuery('/celebrities', 'page=2&utm_source=ads&category=Sports')).toBe('category=Sports&page=2');
    // The first page is the plain one.
    for (const value of ['1', '0', 'abc', '', '-3']) {
      expect(pageQuery('/celebrities', `category=Sports&page=${value}`), value).toBe('category=Sports');
    }
    expect(pageQuery('/celebrities', 'page=99999')).toBe(`page=${LISTING_PAGES_MAX}`);
    // Not a parameter of any other page.
    expect(pageQuery('/services', 'page=2')).toBe('');
  });

  it('takes the first of a repeated parameter, as the listing does', () => {
    expect(pageQuery('/celebrities', 'city=Pune&city=Goa')).toBe('city=Pune');
  });
});
