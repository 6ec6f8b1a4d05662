import { describe, expect, it } from 'vitest';
import { pageQuery } from './page-for-path.js';

describe('pageQuery', () => {
  it("keeps the listing's own parameters, in their order, and drops a campaign's", () => {
    expect(pageQuery('/celebrities', 'utm_source=ads&category=Sports&gclid=x&q=singer')).toBe(
      'category=Sports&q=singer',
    );
    expect(pageQuery('/celebrities/', 'city=Mumbai&price=on-demand&sort=name')).toBe(
      'city=Mumbai&price=on-demand&sort=name',
    );
    expect(pageQuery('/celebrities', 'available=2031-02-14&utm_source=ads&city=Pune')).toBe(
      'available=2031-02-14&city=Pune',
    );
    expect(pageQuery('/celebrities', 'utm_source=ads&utm_campaign=diwali&ref=mail&fbclid=IwAR0')).toBe('');
  });

  it('leaves nothing on pages that read no parameters', () => {
    for (const path of ['/', '/services', '/about', '/contact', '/privacy', '/celebrity/aarav-mehta']) {
      expect(pageQuery(path, 'q=singer&category=Sports&utm_source=ads')).toBe('');
    }
  });

  it('keeps an empty or repeated parameter as the address gives it', () => {
    expect(pageQuery('/celebrities', 'q=')).toBe('q=');
    expect(pageQuery('/celebrities', 'city=Pune&city=Goa')).toBe('city=Pune&city=Goa');
  });
});
