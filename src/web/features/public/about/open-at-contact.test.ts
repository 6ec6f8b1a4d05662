import { describe, expect, it } from 'vitest';
import { PAGES } from '#shared/pages';
import { CONTACT_PATH } from './open-at-contact';

describe('open-at-contact', () => {
  it('knows the contact page by the page table’s own path', () => {
    expect(CONTACT_PATH).toBe(PAGES.contact.getHref());
  });
});
