import { fieldsNamed } from '#web/lib/server-form-errors';
import type { CelebrityFormValues } from './celebrity-form-values';

/** A form field that can show an error beside it. */
export type CelebrityErrorField = Exclude<keyof CelebrityFormValues, 'removeGalleryImages'>;

const FIELDS: readonly CelebrityErrorField[] = [
  'name',
  'slug',
  'category',
  'location',
  'price',
  'priceOnDemand',
  'rating',
  'followers',
  'socialProfile',
  'description',
  'specialties',
  'achievements',
  'eventsCompleted',
  'brandPartnerships',
  'yearsExperience',
  'profileImage',
  'galleryImages',
];

/** The form field a server error path belongs to: list items to their list, removals to the gallery. */
export const celebrityFieldOf = fieldsNamed(FIELDS, { removeGalleryImages: 'galleryImages' });
