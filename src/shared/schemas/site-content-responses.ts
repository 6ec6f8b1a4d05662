/* The agency's own content (the site's sections) as the API answers it. */
import { z } from 'zod';
import { isoDateTime } from './envelope-responses.js';
import { SOCIAL_NETWORKS } from './site-content.js';

export const siteConfigSchema = z.object({
  demo: z.boolean(),
  demoCredentials: z.object({ email: z.string(), password: z.string() }).nullable(),
});

/*
 * The agency's own content as the API answers it. The input schemas (site-content.ts) trim and
 * default as they parse, which a response cannot be encoded through, so these are the plain
 * shapes of what they produce.
 */
const storedImageResponse = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.array(z.object({ url: z.string(), width: z.number() })),
});
const figureResponse = z.object({ value: z.string(), label: z.string() });
export const siteSectionResponseSchemas = {
  contact: z.object({
    phones: z.array(z.object({ label: z.string(), number: z.string() })),
    emails: z.array(z.object({ label: z.string(), address: z.string() })),
    whatsapp: z.string(),
    address: z.object({ street: z.string(), locality: z.string(), region: z.string(), postalCode: z.string() }),
    officeHours: z.string(),
    mapUrl: z.string(),
  }),
  social: z.object({ links: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })) }),
  figures: z.object({
    foundedYear: z.number(),
    homeStats: z.array(figureResponse),
    impactStats: z.array(figureResponse),
  }),
  testimonials: z.object({ items: z.array(z.object({ quote: z.string(), name: z.string(), role: z.string() })) }),
  team: z.object({
    items: z.array(
      z.object({ name: z.string(), role: z.string(), bio: z.string(), photo: storedImageResponse.nullable() }),
    ),
  }),
  events: z.object({
    items: z.array(z.object({ title: z.string(), city: z.string(), date: z.string(), text: z.string() })),
  }),
  packages: z.object({
    items: z.array(
      z.object({
        name: z.string(),
        price: z.number().nullable(),
        summary: z.string(),
        features: z.array(z.string()),
        popular: z.boolean(),
      }),
    ),
  }),
} as const;

/** `GET /api/site`: every section. */
export const siteContentSchema = z.object(siteSectionResponseSchemas);

/** One section with who saved it last and when (nulls: never saved, the starting text). */
function sectionStateSchema<S extends keyof typeof siteSectionResponseSchemas>(section: S) {
  return z.object({
    section: z.literal(section),
    value: siteSectionResponseSchemas[section],
    updatedAt: isoDateTime.nullable(),
    updatedByName: z.string().nullable(),
  });
}

/** `GET /api/site/admin`: every section with its save. */
export const adminSiteContentSchema = z.object({
  contact: sectionStateSchema('contact'),
  social: sectionStateSchema('social'),
  figures: sectionStateSchema('figures'),
  testimonials: sectionStateSchema('testimonials'),
  team: sectionStateSchema('team'),
  events: sectionStateSchema('events'),
  packages: sectionStateSchema('packages'),
});

/** `PUT /api/site/:section`: the section as saved. */
export const siteSectionStateSchema = z.union(Object.values(adminSiteContentSchema.shape));

/** `POST /api/site/images`: an uploaded image, to put in a team member's `photo`. */
export const storedImageResponseSchema = storedImageResponse;
