/* Maximum text lengths (DESIGN.md, Limits), for every form and the server alike. */

/** Maximum text lengths (DESIGN.md, Limits). */
export const TEXT_LIMITS = {
  name: 120,
  location: 120,
  shortText: 120,
  email: 254,
  phone: 30,
  followers: 40,
  listItem: 200,
  listItems: 30,
  longText: 5000,
  password: 200,
} as const;
