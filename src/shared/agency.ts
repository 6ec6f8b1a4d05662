/** The agency's own details: the footer and contact sections show them, the server's JSON-LD too. */
export const AGENCY = {
  name: 'Starline Talent',
  phone: '+91 22 4890 1234',
  phoneHref: 'tel:+912248901234',
  email: 'info@starlinetalent.example',
  streetAddress: 'Office 1204, Seawoods Grand Central Tower 2, Sector 40, Seawoods',
  locality: 'Navi Mumbai',
  region: 'Maharashtra',
  postalCode: '400706',
  country: 'IN',
  foundingYear: 2010,
} as const;
