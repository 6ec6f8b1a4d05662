import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BusinessDetails,
  type BusinessDetailsInput,
  businessDetailsSchema,
} from '#shared/schemas/business-details';
import type { BusinessDetailsState } from '#shared/schemas/business-details-responses';
import { formSubmit } from '#web/lib/form-submit';
import { useAppForm } from '#web/lib/use-app-form';
import { useSaveBusinessDetails } from '../api/save-business-details';
import { businessDetailsFormValues, unsavedNote } from '../utils/business-details-values';
import { savedFormFrame } from '../../utils/saved-form-frame';
import { siteFieldOf } from '../../utils/site-form-errors';
import { useWarnBeforeUnload } from '../../hooks/use-warn-before-unload';

const resolver = zodResolver(businessDetailsSchema);

/**
 * The business details' form: react-hook-form over the shared schema the server checks with,
 * started from the saved details, saved whole with `PUT /api/site/business`. The server's field
 * errors land on their fields; a failed save keeps every edit; leaving with edits asks first.
 */
export function useBusinessDetailsForm(state: BusinessDetailsState) {
  const save = useSaveBusinessDetails();
  const form = useAppForm<BusinessDetailsInput, unknown, BusinessDetails>({
    resolver,
    defaultValues: businessDetailsFormValues(state.value),
  });
  const { reset, formState, getValues } = form;
  useWarnBeforeUnload(formState.isDirty);

  const submit = formSubmit(
    form,
    siteFieldOf<BusinessDetailsInput>(() => getValues()),
    (value) => save.mutateAsync(value),
    (saved) => reset(businessDetailsFormValues(saved.value)),
  );

  return {
    form,
    /** What SiteSectionForm, the settings forms' frame, shows and does: spread into it. */
    frame: {
      ...savedFormFrame(form, state, submit),
      onDiscard: () => reset(businessDetailsFormValues(state.value)),
      dirty: formState.isDirty,
      notSaved: unsavedNote(state),
      restored: false,
      savedSince: false,
    },
  };
}
