import type { Category } from '#shared/constants/celebrities';
import type { Celebrity, CelebrityInput } from '#shared/schemas/celebrity';
import { CELEBRITY_STATS_DEFAULTS } from '#shared/schemas/site-content';

/** How long a profile figure may be ("10,000+"): the shared schema's limit. */
export const PROFILE_FIGURE_MAX_LENGTH = 12;

/** A file chosen in the form, with the object URL of its local preview. */
export interface ChosenImage {
  file: File;
  previewUrl: string;
}

/**
 * What the form holds: the inputs' own values (text, as typed), the chosen files with their
 * previews, and the existing gallery URLs marked for removal (edit mode).
 */
export interface CelebrityFormValues {
  name: string;
  /** The URL name (`/celebrity/<slug>`); empty: made from the name. */
  slug: string;
  category: Category | '';
  location: string;
  price: string;
  priceOnDemand: boolean;
  rating: string;
  followers: string;
  socialProfile: string;
  description: string;
  specialties: string[];
  achievements: string[];
  /** The profile's figures, as typed ("500+"). */
  eventsCompleted: string;
  brandPartnerships: string;
  yearsExperience: string;
  profileImage: ChosenImage | null;
  galleryImages: ChosenImage[];
  removeGalleryImages: string[];
}

/** What a valid form hands to the save call: the checked fields and the files to send. */
export interface CelebritySubmission {
  input: CelebrityInput;
  profileImage: File | null;
  galleryImages: File[];
  removeGalleryImages: string[];
}

export type CelebrityFormMode = 'add' | 'edit';

/** The add form: every field empty, one empty specialty and achievement row (SPEC §4); the figures SPEC §2's. */
export function emptyCelebrityFormValues(): CelebrityFormValues {
  return {
    name: '',
    slug: '',
    category: '',
    location: '',
    price: '',
    priceOnDemand: false,
    rating: '',
    followers: '',
    socialProfile: '',
    description: '',
    specialties: [''],
    achievements: [''],
    ...CELEBRITY_STATS_DEFAULTS,
    profileImage: null,
    galleryImages: [],
    removeGalleryImages: [],
  };
}

/** The edit form, filled from the stored record; lists keep at least their one required row. */
export function celebrityFormValuesOf(celebrity: Celebrity): CelebrityFormValues {
  return {
    ...emptyCelebrityFormValues(),
    name: celebrity.name,
    slug: celebrity.slug,
    category: celebrity.category,
    location: celebrity.location,
    price: celebrity.price === null ? '' : String(celebrity.price),
    priceOnDemand: celebrity.priceOnDemand,
    rating: String(celebrity.rating),
    followers: celebrity.followers,
    socialProfile: celebrity.socialProfile,
    description: celebrity.description,
    specialties: celebrity.specialties.length > 0 ? [...celebrity.specialties] : [''],
    achievements: celebrity.achievements.length > 0 ? [...celebrity.achievements] : [''],
    ...celebrity.stats,
  };
}
