/**
 * The site content's plain facts, without zod: the public pages import them from here, so that
 * their first load does not carry the section schemas (schemas/site-content.ts re-exports them).
 */

/** The social networks the footer has an icon for. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** Written in a team member's bio, it shows the agency's years in business in words ("sixteen"). */
export const YEARS_PLACEHOLDER = '{years}';

/** The digits of a phone number, as `tel:` and wa.me links want them. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}
