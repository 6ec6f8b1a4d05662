import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_TERMS } from '#shared/gst/default-terms';
import { EMPTY_BUSINESS_DETAILS } from '#shared/schemas/business-details';
import { businessDetailsFormValues, unsavedNote } from './business-details-values';

const SAVED_AT = '2026-11-20T09:30:00.000Z';

describe('businessDetailsFormValues', () => {
  it('offers the suggested terms while none are saved', () => {
    expect(businessDetailsFormValues(EMPTY_BUSINESS_DETAILS).termsMarkdown).toBe(DEFAULT_QUOTE_TERMS);
  });

  it('keeps terms that are saved', () => {
    const saved = { ...EMPTY_BUSINESS_DETAILS, termsMarkdown: 'Our own terms.' };
    expect(businessDetailsFormValues(saved)).toEqual(saved);
  });

  it('suggests what an Indian talent agency’s terms cover', () => {
    for (const words of [
      'advance',
      'cancellation slabs',
      'at actuals',
      'GST as applicable',
      'laws of India',
      'courts',
    ]) {
      expect(DEFAULT_QUOTE_TERMS).toContain(words);
    }
  });
});

describe('unsavedNote', () => {
  it('says "Not saved yet" for details never saved, never "All changes saved"', () => {
    expect(unsavedNote({ value: EMPTY_BUSINESS_DETAILS, updatedAt: null })).toBe('Not saved yet');
  });

  it('says the suggested terms are not saved when the saved details have none', () => {
    expect(unsavedNote({ value: EMPTY_BUSINESS_DETAILS, updatedAt: SAVED_AT })).toBe('Suggested terms not saved yet');
  });

  it('says nothing once what the form shows is saved', () => {
    const value = { ...EMPTY_BUSINESS_DETAILS, termsMarkdown: 'Our own terms.' };
    expect(unsavedNote({ value, updatedAt: SAVED_AT })).toBeUndefined();
  });
});
