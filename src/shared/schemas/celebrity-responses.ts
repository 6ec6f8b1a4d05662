/* A celebrity as the API answers it, with its images. */
import { z } from 'zod';
import { CATEGORIES, CELEBRITY_STATUSES } from '../constants/celebrities.js';
import { id, isoDateTime } from './envelope-responses.js';

export const imageVariantSchema = z.object({ url: z.string(), width: z.number().int().positive() });

/** What a page needs to draw an image responsively: default src, its size and the srcset. */
export const responsiveImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(imageVariantSchema),
});

export const celebritySchema = z.object({
  _id: id,
  name: z.string(),
  category: z.enum(CATEGORIES),
  profileImageUrl: z.string().nullable(),
  profileImage: responsiveImageSchema.nullable(),
  rating: z.number(),
  followers: z.string(),
  location: z.string(),
  specialties: z.array(z.string()),
  price: z.number().int().nullable(),
  priceOnDemand: z.boolean(),
  description: z.string(),
  socialProfile: z.string(),
  achievements: z.array(z.string()),
  galleryImages: z.array(z.string()),
  gallery: z.array(responsiveImageSchema),
  /** The profile's three figures (SPEC §2's values until staff set the celebrity's own). */
  stats: z.object({ eventsCompleted: z.string(), brandPartnerships: z.string(), yearsExperience: z.string() }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Goes up by one on every save; an edit sends the version it started from (see editVersionSchema). */
  version: z.number().int().positive(),
  /** A draft is seen only by staff; published, it is on the public site. */
  status: z.enum(CELEBRITY_STATUSES),
  /** When it was last published; null while a draft. */
  publishedAt: isoDateTime.nullable(),
  /** Its place among the featured (1 first), or null. */
  featuredPosition: z.number().int().positive().nullable(),
  /** The profile's address: `/celebrity/<slug>`. */
  slug: z.string(),
});

/** A celebrity's manager as staff read it (`/api/celebrities/:id/manager`): '' for what is not known. */
export const celebrityManagerAnswerSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });

/**
 * A celebrity's manager as a privacy export gives them to the manager (issue 39): their details,
 * whole, with which celebrity they manage.
 */
export const managedCelebritySchema = celebrityManagerAnswerSchema.extend({
  celebrityId: id,
  celebrityName: z.string(),
});
export type ManagedCelebrity = z.infer<typeof managedCelebritySchema>;
