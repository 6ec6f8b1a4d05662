import type { CelebritySubmission } from './celebrity-form-values';

/**
 * The multipart body of POST and PUT /api/celebrities (SPEC §7): text fields, lists as JSON,
 * priceOnDemand as "true"/"false", the price empty when on demand, then the files (the profile
 * image only when one was chosen; gallery images repeated). Removals, and the version of the
 * record the edit started from (a newer save by someone else is then refused), only on edit.
 */
export function buildCelebrityFormData(submission: CelebritySubmission, edit?: { version: number }): FormData {
  const { input } = submission;
  const form = new FormData();
  form.append('name', input.name);
  // Empty: the server makes it from the name.
  form.append('slug', input.slug ?? '');
  form.append('category', input.category);
  form.append('location', input.location);
  form.append('price', input.priceOnDemand || input.price === null ? '' : String(input.price));
  form.append('priceOnDemand', input.priceOnDemand ? 'true' : 'false');
  form.append('socialProfile', input.socialProfile);
  form.append('followers', input.followers);
  form.append('rating', String(input.rating));
  form.append('description', input.description);
  // Empty rows are dropped (SPEC §5); the schema has already trimmed and filtered them.
  form.append('specialties', JSON.stringify(input.specialties.filter((item) => item.trim() !== '')));
  form.append('achievements', JSON.stringify(input.achievements.filter((item) => item.trim() !== '')));
  // The profile's figures; the schema has turned an emptied one into its usual value.
  for (const name of ['eventsCompleted', 'brandPartnerships', 'yearsExperience'] as const) {
    const value = input[name];
    if (value !== undefined) form.append(name, value);
  }
  if (edit) {
    form.append('version', String(edit.version));
    form.append('removeGalleryImages', JSON.stringify(submission.removeGalleryImages));
  }
  if (submission.profileImage) form.append('profileImage', submission.profileImage);
  for (const file of submission.galleryImages) form.append('galleryImages', file);
  return form;
}
