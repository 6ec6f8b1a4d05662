import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating } from '@tanstack/react-query';
import { useId } from 'react';
import { SITE_LIMITS, YEARS_PLACEHOLDER, teamSchema, type SiteSectionState } from '#shared/schemas/site-content';
import { Field } from '#web/components/ui/field';
import { TextField } from '#web/components/ui/text-field';
import { Textarea } from '#web/components/ui/textarea';
import { UPLOAD_SITE_IMAGE_KEY } from '../api/upload-site-image';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { SectionList } from './section-list';
import { SiteSectionForm } from '../../components/site-section-form';
import { TeamMemberPhotoField } from './team-member-photo-field';

const resolver = zodResolver(teamSchema);
/** The server's error on a photo's inner parts (its address, its sizes) belongs to the photo's field. */
const teamFormPath = (serverPath: string) => serverPath.replace(/^(items\.\d+\.photo)\..*$/, '$1');

/** The people of the agency on the About page, in this order, with their photos. */
export function TeamForm({ state }: { state: SiteSectionState<'team'> }) {
  const idPrefix = useId();
  const { form, frame } = useSiteSectionForm({ section: 'team', state, resolver, formPathOf: teamFormPath });
  const { control, register } = form;
  const { errors } = form.formState;
  // A photo still on its way would be left out of the save.
  const uploading = useIsMutating({ mutationKey: UPLOAD_SITE_IMAGE_KEY }) > 0;

  return (
    <SiteSectionForm
      title="Team"
      description="The people of the agency on the About page, in this order."
      {...frame}
      waitFor={uploading ? 'Uploading a photo...' : undefined}
    >
      <SectionList
        control={control}
        name="items"
        label="Team members"
        itemName="team member"
        min={0}
        max={SITE_LIMITS.team}
        emptyText="No team members: the About page leaves the team out."
        newItem={() => ({ name: '', role: '', bio: '', photo: null })}
      >
        {(index) => {
          const id = (name: string) => `${idPrefix}-${index}-${name}`;
          const itemErrors = errors.items?.[index];
          return (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={id('name')}
                label="Name"
                required
                error={itemErrors?.name?.message}
                input={{ ...register(`items.${index}.name`), maxLength: 80, autoComplete: 'off' }}
              />
              <TextField
                id={id('role')}
                label="Role"
                required
                hint="Such as Head of Talent Relations."
                error={itemErrors?.role?.message}
                input={{ ...register(`items.${index}.role`), maxLength: 80, autoComplete: 'off' }}
              />
              <Field
                id={id('bio')}
                label="Bio"
                required
                hint={`Write ${YEARS_PLACEHOLDER} to show the agency's years in business, in words. Up to 400 characters.`}
                error={itemErrors?.bio?.message}
                className="sm:col-span-2"
              >
                {(props) => <Textarea {...props} {...register(`items.${index}.bio`)} rows={3} />}
              </Field>
              <TeamMemberPhotoField id={id('photo')} index={index} />
            </div>
          );
        }}
      </SectionList>
    </SiteSectionForm>
  );
}
