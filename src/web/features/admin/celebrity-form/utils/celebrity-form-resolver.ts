import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { MESSAGES } from '#shared/messages';
import { celebrityInputSchema, type CelebrityInput } from '#shared/schemas/celebrity';
import type { CelebrityFormMode, CelebrityFormValues, CelebritySubmission } from './celebrity-form-values';

type FormOnlyField = 'price' | 'specialties' | 'achievements' | 'profileImage';

/**
 * The SPEC §5 rules the shared schema cannot see or reports late: the first specialty and
 * achievement rows are required (the schema only needs some row filled), the price is checked
 * together with the other fields (the schema checks it only once every field is valid), and
 * the profile image is required when adding (files are not part of the schema).
 */
export function formOnlyErrors(
  values: CelebrityFormValues,
  mode: CelebrityFormMode,
): Partial<Record<FormOnlyField, string>> {
  const errors: Partial<Record<FormOnlyField, string>> = {};
  if (!values.priceOnDemand && values.price.trim() === '') {
    errors.price = 'Price is required unless Price on Demand is ticked';
  }
  const firstRow = (rows: string[], label: string) => {
    if ((rows[0] ?? '').trim() !== '') return undefined;
    return rows.some((row) => row.trim() !== '')
      ? `The first ${label} is required`
      : `At least one ${label} is required`;
  };
  const specialty = firstRow(values.specialties, 'specialty');
  if (specialty) errors.specialties = specialty;
  const achievement = firstRow(values.achievements, 'achievement');
  if (achievement) errors.achievements = achievement;
  if (mode === 'add' && !values.profileImage) errors.profileImage = MESSAGES.profileImageRequired;
  return errors;
}

/** The shared schema's own resolver, over the form's text values (files are not its business). */
const schemaResolver = zodResolver(celebrityInputSchema) as unknown as Resolver<
  Record<string, unknown>,
  unknown,
  CelebrityInput
>;

/**
 * react-hook-form resolver of the celebrity form: the SAME zod schema the server uses
 * (`celebrityInputSchema`), plus the form-only rules above. A ticked Price on Demand makes the
 * (disabled) price count as empty, as the server will store it.
 */
export function celebrityFormResolver(
  mode: CelebrityFormMode,
): Resolver<CelebrityFormValues, unknown, CelebritySubmission> {
  return async (values, context, options): Promise<ResolverResult<CelebrityFormValues, CelebritySubmission>> => {
    const schemaValues = {
      ...values,
      price: values.priceOnDemand ? '' : values.price,
    };
    const result = await schemaResolver(
      schemaValues,
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    const errors = { ...result.errors } as FieldErrors<CelebrityFormValues>;
    for (const [field, message] of Object.entries(formOnlyErrors(values, mode)) as [FormOnlyField, string][]) {
      // The schema's own error for a field comes first; ours only fills the gaps.
      if (!errors[field]) (errors as Record<string, FieldError>)[field] = { type: 'form', message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return {
      values: {
        input: result.values as CelebrityInput,
        profileImage: values.profileImage?.file ?? null,
        galleryImages: values.galleryImages.map((image) => image.file),
        removeGalleryImages: mode === 'edit' ? values.removeGalleryImages : [],
      },
      errors: {},
    };
  };
}
