import { useFormContext } from 'react-hook-form';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import type { Celebrity } from '#shared/schemas/celebrity';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/textarea';
import type { CelebrityFormMode, CelebrityFormValues } from '../utils/celebrity-form-values';
import { FormSection } from './form-section';
import { GalleryImagesField } from './gallery-images-field';
import { ListRowsField } from './list-rows-field';
import { ProfileImageField } from './profile-image-field';

interface ProfileDetailsSectionProps {
  mode: CelebrityFormMode;
  /** The stored record in edit mode: its current profile image and gallery. */
  celebrity: Celebrity | undefined;
}

/** Images, description, specialties and achievements (SPEC §4, §5). */
export function ProfileDetailsSection({ mode, celebrity }: ProfileDetailsSectionProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CelebrityFormValues>();
  return (
    <FormSection title="Profile Details" description="What visitors read and see on the celebrity's page.">
      <ProfileImageField current={celebrity?.profileImage ?? null} required={mode === 'add'} />
      <Field id="celebrity-description" label="Description" required error={errors.description?.message}>
        {(props) => <Textarea {...props} {...register('description')} rows={5} maxLength={TEXT_LIMITS.longText} />}
      </Field>
      <div className="grid gap-6 lg:grid-cols-2">
        <ListRowsField name="specialties" label="Specialties" itemLabel="Specialty" placeholder="e.g. Kathak" />
        <ListRowsField
          name="achievements"
          label="Achievements"
          itemLabel="Achievement"
          placeholder="e.g. Filmfare Best Debut 2019"
        />
      </div>
      <GalleryImagesField existing={celebrity?.gallery ?? []} />
    </FormSection>
  );
}
