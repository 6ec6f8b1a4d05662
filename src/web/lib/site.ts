/** Brand texts and contact details used by the header, the footer and the contact sections. */
export { DEFAULT_TITLE, SITE_NAME } from '../../shared/page-meta';

export const CONTACT = {
  phone: '+91 22 4890 1234',
  phoneHref: 'tel:+912248901234',
  email: 'info@starlinetalent.example',
  address: 'Office 1204, Seawoods Grand Central Tower 2, Sector 40, Seawoods, Navi Mumbai, Maharashtra 400706',
} as const;
