import type { LegalPage } from '#shared/constants/site';

/** What the settings screen calls each legal page (its title on the site is the admins' own). */
export const LEGAL_PAGE_LABELS: Readonly<Record<LegalPage, string>> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};
