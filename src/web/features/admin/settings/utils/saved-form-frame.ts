import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The part of SiteSectionForm's props that every settings form fills alike: the form, who saved
 * it last, its submit, whether it is saving and the server's refusal that belongs to no field.
 * Each form's hook adds what differs (discarding, dirty, drafts and saves made since).
 */
export function savedFormFrame<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, T>,
  saved: { updatedAt: string | null; updatedByName: string | null },
  submit: (event?: BaseSyntheticEvent) => void,
) {
  const { formState } = form;
  return {
    form,
    updatedAt: saved.updatedAt,
    updatedByName: saved.updatedByName,
    onSubmit: submit,
    saving: formState.isSubmitting,
    rootError: formState.errors.root?.server?.message,
  };
}
