import { DEFAULT_QUOTE_TERMS } from '#shared/gst/default-terms';
import type { BusinessDetails } from '#shared/schemas/business-details';
import type { BusinessDetailsState } from '#shared/schemas/business-details-responses';

/**
 * The form's values for saved details: as saved, except that empty terms show the suggested ones
 * (DEFAULT_QUOTE_TERMS) for the admin to read, change and save.
 */
export function businessDetailsFormValues(saved: BusinessDetails): BusinessDetails {
  return saved.termsMarkdown.trim() === '' ? { ...saved, termsMarkdown: DEFAULT_QUOTE_TERMS } : saved;
}

/**
 * What the save bar says while the form holds no edits, when the saved details still differ from
 * the form: never saved at all, or the suggested terms shown but not saved. Undefined: all saved.
 */
export function unsavedNote(state: Pick<BusinessDetailsState, 'value' | 'updatedAt'>): string | undefined {
  if (state.updatedAt === null) return 'Not saved yet';
  if (state.value.termsMarkdown.trim() === '') return 'Suggested terms not saved yet';
  return undefined;
}
