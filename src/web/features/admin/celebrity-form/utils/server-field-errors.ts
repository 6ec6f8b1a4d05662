import { MESSAGES } from '../../../../../shared/messages';
import type { FieldError } from '../../../../../shared/schemas/common';
import type { CelebrityFormValues } from './celebrity-form-values';

/** A form field that can show an error beside it. */
export type CelebrityErrorField = Exclude<keyof CelebrityFormValues, 'removeGalleryImages'>;

export interface PlacedError {
  /** The field to show it beside, or 'root' for the form as a whole. */
  field: CelebrityErrorField | 'root';
  message: string;
}

const FIELDS: readonly CelebrityErrorField[] = [
  'name',
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
  'profileImage',
  'galleryImages',
];

/** Upload refusals come without a field path (docs/api.md, "Upload refusals"): known by text. */
const FIELD_OF_MESSAGE: Record<string, CelebrityErrorField> = {
  [MESSAGES.profileImageType]: 'profileImage',
  [MESSAGES.profileImageSize]: 'profileImage',
  [MESSAGES.profileImageRequired]: 'profileImage',
  [MESSAGES.galleryImageType]: 'galleryImages',
  [MESSAGES.galleryImageSize]: 'galleryImages',
  [MESSAGES.tooManyGalleryImages]: 'galleryImages',
};

function fieldOfPath(path: string): CelebrityErrorField | 'root' {
  // "specialties.2" belongs to the specialties list; removals to the gallery.
  const head = path.split('.')[0] ?? '';
  if (head === 'removeGalleryImages') return 'galleryImages';
  return (FIELDS as readonly string[]).includes(head) ? (head as CelebrityErrorField) : 'root';
}

/**
 * Where a refused save's errors go (SPEC §8: server field errors beside their fields): each
 * field error by its path, one per field (the first); an upload refusal by its message; anything
 * else above the buttons.
 */
export function placeServerErrors(status: number, message: string, errors: readonly FieldError[]): PlacedError[] {
  if (errors.length > 0) {
    const placed = new Map<string, PlacedError>();
    for (const error of errors) {
      const field = fieldOfPath(error.path);
      if (!placed.has(field)) placed.set(field, { field, message: error.message });
    }
    return [...placed.values()];
  }
  const field = FIELD_OF_MESSAGE[message];
  if (field) return [{ field, message }];
  // A failure that names no field (a lost connection, a 500) has had its toast; say nothing more.
  if (status === 0 || status >= 500) return [];
  return [{ field: 'root', message }];
}
