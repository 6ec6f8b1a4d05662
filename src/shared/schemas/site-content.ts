import { z } from 'zod';
import { emailSchema, isPhoneNumber } from './common.js';
import { isSingleLine, multiLineText, optionalSingleLineText, singleLineText, TEXT_MESSAGES } from './text.js';
import { phoneDigits, SOCIAL_NETWORKS } from '../site-content-basics.js';

export {
  phoneDigits,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  YEARS_PLACEHOLDER,
} from '../site-content-basics.js';

/**
 * The agency's own facts and content, edited by admins in Settings and shown by the public site
 * (footer, Home, Services, About/Contact, profiles, JSON-LD). One stored value per section, each
 * with its own schema: the settings form and the server (`PUT /api/site/:section`) use the same.
 */
export const SITE_SECTIONS = ['contact', 'social', 'figures', 'testimonials', 'team', 'events', 'packages'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** What people call each section: the settings tabs and the audit log. */
export const SITE_SECTION_LABELS: Record<SiteSection, string> = {
  contact: 'Contact details',
  social: 'Social links',
  figures: 'Figures',
  testimonials: 'Testimonials',
  team: 'Team',
  events: 'Recent events',
  packages: 'Packages',
};

export function isSiteSection(value: string): value is SiteSection {
  return (SITE_SECTIONS as readonly string[]).includes(value);
}

/** How many entries each list may hold: what its public section lays out well. */
export const SITE_LIMITS = {
  phones: 3,
  emails: 3,
  socialLinks: SOCIAL_NETWORKS.length,
  figures: 4,
  testimonials: 9,
  team: 12,
  events: 9,
  packages: 4,
  packageFeatures: 10,
} as const;

/**
 * A web address people open: https (or http), nothing else (no `javascript:`). One line, checked
 * apart: the URL parser quietly drops a tab or a line break, but the text is stored as typed.
 */
function webUrl(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine(label))
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, `${label} must be a full web address starting with https://`);
}

/** A phone number to show and dial (see isPhoneNumber). */
const phoneNumber = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(30, 'Phone number is too long')
  .refine(isPhoneNumber, 'Please enter a valid phone number');

/**
 * A WhatsApp number: international, with its country code (wa.me needs it), or '' for none, which
 * hides every "Chat on WhatsApp" link.
 */
const whatsappNumber = z
  .string()
  .trim()
  .max(30, 'WhatsApp number is too long')
  .refine(
    (value) => value === '' || (value.startsWith('+') && isPhoneNumber(value) && phoneDigits(value).length >= 10),
    'Enter the number with its country code, such as +91 98200 12345, or leave it empty',
  );

function list<T extends z.ZodType>(item: T, label: string, max: number, min = 0) {
  return z
    .array(item)
    .min(min, min === 1 ? `Add at least one ${label}` : `Add at least ${min} ${label}s`)
    .max(max, `At most ${max} ${label}s`);
}

export const contactSchema = z.object({
  /** The first is the main number: the header of e-mails, JSON-LD and the "Call" buttons use it. */
  phones: list(
    z.object({ label: optionalSingleLineText('Label', 40), number: phoneNumber }),
    'phone number',
    SITE_LIMITS.phones,
    1,
  ),
  /** The first is the main address: mailto links and JSON-LD use it. */
  emails: list(
    z.object({ label: optionalSingleLineText('Label', 40), address: emailSchema }),
    'e-mail address',
    SITE_LIMITS.emails,
    1,
  ),
  whatsapp: whatsappNumber.optional().transform((value) => value ?? ''),
  address: z.object({
    street: singleLineText('Street address', 200),
    locality: singleLineText('City', 80),
    region: singleLineText('State', 80),
    postalCode: z
      .string({ error: 'PIN code is required' })
      .trim()
      .regex(/^\d{6}$/, 'PIN code must be six digits'),
  }),
  officeHours: singleLineText('Office hours', 120),
  /** A link to the office on a map; '' for none. */
  mapUrl: z.union([z.literal(''), webUrl('Map link')]).default(''),
});

export const socialSchema = z.object({
  links: list(
    z.object({ network: z.enum(SOCIAL_NETWORKS, 'Choose a network'), url: webUrl('Profile address') }),
    'link',
    SITE_LIMITS.socialLinks,
  ).refine(
    (links) => new Set(links.map((link) => link.network)).size === links.length,
    'Each network may be listed once',
  ),
});

const figure = z.object({ value: singleLineText('Figure', 12), label: singleLineText('Label', 40) });
const fourFigures = z.array(figure).length(SITE_LIMITS.figures, `Exactly ${SITE_LIMITS.figures} figures`);

export const figuresSchema = z.object({
  /** "Since 2010", and the years in business counted from it. */
  foundedYear: z.preprocess(
    // A form sends the year as typed: empty is a missing year, not year 0.
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ error: 'Founding year is required' })
      .int('Founding year must be a year')
      .min(1900, 'Founding year must be 1900 or later')
      .max(2100, 'Founding year must be 2100 or earlier'),
  ),
  /** Home's stats strip. */
  homeStats: fourFigures,
  /** About's "Our impact in numbers". */
  impactStats: fourFigures,
});

export const testimonialsSchema = z.object({
  items: list(
    z.object({
      quote: multiLineText('Quote', 400),
      name: singleLineText('Name', 80),
      role: singleLineText('Who they are', 120),
    }),
    'testimonial',
    SITE_LIMITS.testimonials,
  ),
});

/** An image the upload pipeline stored (`POST /api/site/images`): only our own upload files. */
const UPLOAD_URL = /^\/uploads\/[0-9a-f]{20}-\d{1,5}\.webp$/;
export const storedImageSchema = z.object({
  url: z.string().regex(UPLOAD_URL, 'Not an uploaded image'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z
    .array(z.object({ url: z.string().regex(UPLOAD_URL, 'Not an uploaded image'), width: z.number().int().positive() }))
    .min(1)
    .max(8),
});
export type StoredImage = z.output<typeof storedImageSchema>;

export const teamSchema = z.object({
  items: list(
    z.object({
      name: singleLineText('Name', 80),
      role: singleLineText('Role', 80),
      bio: multiLineText('Bio', 400),
      photo: storedImageSchema.nullable().default(null),
    }),
    'team member',
    SITE_LIMITS.team,
  ),
});

const isoDate = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Please enter a valid date');

export const eventsSchema = z.object({
  items: list(
    z.object({
      title: singleLineText('Title', 100),
      city: singleLineText('City', 80),
      date: isoDate,
      text: multiLineText('What happened', 300),
    }),
    'event',
    SITE_LIMITS.events,
  ),
});

const featureText = z
  .string()
  .trim()
  .min(1, 'A feature cannot be empty')
  .max(120, 'A feature must be at most 120 characters')
  .refine(isSingleLine, TEXT_MESSAGES.singleLine('A feature'));

export const packagesSchema = z.object({
  items: list(
    z.object({
      name: singleLineText('Name', 40),
      /** Rupees per event; null shows "Custom". */
      price: z
        .number('Price must be a number')
        .int('Price must be in whole rupees')
        .min(1, 'Price must be more than ₹0')
        .max(10_000_000_000, 'Price is too large')
        .nullable(),
      summary: singleLineText('Summary', 200),
      features: list(featureText, 'feature', SITE_LIMITS.packageFeatures, 1),
      popular: z.boolean().default(false),
    }),
    'package',
    SITE_LIMITS.packages,
    1,
  )
    .refine((items) => items.filter((item) => item.popular).length <= 1, 'Only one package can be Most Popular')
    .refine(
      (items) => new Set(items.map((item) => item.name.toLowerCase())).size === items.length,
      'Each package needs its own name',
    ),
});

/** Each section's schema, by name: the route validates `PUT /api/site/:section` with it. */
export const SITE_SECTION_SCHEMAS = {
  contact: contactSchema,
  social: socialSchema,
  figures: figuresSchema,
  testimonials: testimonialsSchema,
  team: teamSchema,
  events: eventsSchema,
  packages: packagesSchema,
} as const satisfies Record<SiteSection, z.ZodType>;

export type SiteSectionValue<S extends SiteSection> = z.output<(typeof SITE_SECTION_SCHEMAS)[S]>;
export type SiteSectionInput<S extends SiteSection> = z.input<(typeof SITE_SECTION_SCHEMAS)[S]>;

export type ContactDetails = SiteSectionValue<'contact'>;
export type SocialLinks = SiteSectionValue<'social'>;
export type SiteFigures = SiteSectionValue<'figures'>;
export type Testimonials = SiteSectionValue<'testimonials'>;
export type TeamMembers = SiteSectionValue<'team'>;
export type TeamMember = TeamMembers['items'][number];
export type RecentEvents = SiteSectionValue<'events'>;
export type ServicePackages = SiteSectionValue<'packages'>;
export type ServicePackage = ServicePackages['items'][number];

/** Everything the public site shows of the agency's own: `GET /api/site`, and every public page's data. */
export type SiteContent = { [S in SiteSection]: SiteSectionValue<S> };

/**
 * One section as the settings screen reads it: its value and who saved it last, when (nulls:
 * never saved, the starting text). Distributes over a union of sections.
 */
export type SiteSectionState<S extends SiteSection = SiteSection> = S extends SiteSection
  ? { section: S; value: SiteSectionValue<S>; updatedAt: string | null; updatedByName: string | null }
  : never;

/** `GET /api/site/admin`: every section with its save. */
export type AdminSiteContent = { [S in SiteSection]: SiteSectionState<S> };

/** The per-profile figures (SPEC §2's values are every celebrity's defaults). */
export const CELEBRITY_STATS_DEFAULTS = {
  eventsCompleted: '500+',
  brandPartnerships: '25+',
  yearsExperience: '10+',
} as const;
