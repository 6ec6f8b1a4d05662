import { Save } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PAGES } from '#shared/pages';
import type { Celebrity } from '#shared/schemas/celebrity';
import { formSubmit } from '#web/lib/form-submit';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Spinner } from '#web/components/ui/spinner';
import { useCreateCelebrity } from '../api/create-celebrity';
import { useUpdateCelebrity } from '../api/update-celebrity';
import { celebrityFormResolver } from '../utils/celebrity-form-resolver';
import {
  celebrityFormValuesOf,
  emptyCelebrityFormValues,
  type CelebrityFormMode,
  type CelebrityFormValues,
  type CelebritySubmission,
} from '../utils/celebrity-form-values';
import { releaseImage } from '../utils/chosen-image';
import { celebrityFieldOf } from '../utils/celebrity-field-of';
import { BasicInformationSection } from './basic-information-section';
import { ProfileDetailsSection } from './profile-details-section';
import { ProfileFiguresSection } from './profile-figures-section';
import { useAppForm } from '#web/lib/use-app-form';

interface CelebrityFormProps {
  mode: CelebrityFormMode;
  /** The stored record in edit mode. */
  celebrity?: Celebrity;
}

/**
 * The celebrity form (SPEC §2, §5): react-hook-form validated by the server's own zod schema.
 * A refused save keeps every value and chosen file, and shows the server's field errors beside
 * their fields; a successful one goes to the list.
 */
export function CelebrityForm({ mode, celebrity }: CelebrityFormProps) {
  const navigate = useNavigate();
  const resolver = useMemo(() => celebrityFormResolver(mode), [mode]);
  const methods = useAppForm<CelebrityFormValues, unknown, CelebritySubmission>({
    resolver,
    defaultValues: celebrity ? celebrityFormValuesOf(celebrity) : emptyCelebrityFormValues(),
  });
  const {
    getValues,
    formState: { errors, isSubmitting },
  } = methods;
  const create = useCreateCelebrity();
  const update = useUpdateCelebrity();

  // SPEC §4: previews are released on leaving the form, whichever way it is left.
  useEffect(
    () => () => {
      releaseImage(getValues('profileImage'));
      for (const image of getValues('galleryImages')) releaseImage(image);
    },
    [getValues],
  );

  // The api client shows the SPEC §8 failure toast; the kit puts the details beside the fields.
  const submit = formSubmit(
    methods,
    celebrityFieldOf,
    async (submission) => {
      if (mode === 'edit' && celebrity)
        await update.mutateAsync({ id: celebrity._id, version: celebrity.version, submission });
      else await create.mutateAsync(submission);
    },
    () => void navigate(PAGES.adminCelebrities.getHref()),
  );

  return (
    <FormProvider {...methods}>
      <form onSubmit={submit} noValidate className="space-y-6">
        <RequiredFieldsNote />
        <BasicInformationSection />
        <ProfileDetailsSection mode={mode} celebrity={celebrity} />
        <ProfileFiguresSection />

        <FormAlert message={errors.root?.server?.message} />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => void navigate(PAGES.adminCelebrities.getHref())}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="size-4" /> : <Save className="size-4" aria-hidden="true" />}
            {isSubmitting ? 'Saving...' : mode === 'edit' ? 'Update Celebrity' : 'Add Celebrity'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
