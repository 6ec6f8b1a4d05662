import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { type UserStatus } from '#shared/constants/accounts';
import { talentUserUpdateSchema, type TalentUser, type TalentUserUpdateInput } from '#shared/schemas/talent';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useUpdateTalentUser } from '../api/update-talent-user';
import { CelebrityChecklist } from './celebrity-checklist';
import { ShareFeesField } from './share-fees-field';

const resolver = zodResolver(talentUserUpdateSchema);
const FIELDS = ['celebrityIds', 'shareFees', 'status'] as const satisfies readonly (keyof TalentUserUpdateInput)[];
const editFieldOf = fieldsNamed(FIELDS);

interface FormValues {
  celebrityIds: string[];
  shareFees: boolean;
  status: UserStatus;
}

interface EditTalentFormProps {
  talentUser: TalentUser;
  onSaved: (saved: TalentUser) => void;
  onCancel: () => void;
}

/** A talent account's celebrities, fee sharing and status (disabled: signed out and kept out). */
export function EditTalentForm({ talentUser, onSaved, onCancel }: EditTalentFormProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const update = useUpdateTalentUser();
  const form = useAppForm<FormValues, unknown, TalentUserUpdateInput>({
    resolver,
    defaultValues: {
      celebrityIds: talentUser.celebrities.map((celebrity) => celebrity._id),
      shareFees: talentUser.shareFees,
      status: talentUser.status,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { field: celebrities } = useController({ control, name: 'celebrityIds' });
  const knownNames = Object.fromEntries(talentUser.celebrities.map((celebrity) => [celebrity._id, celebrity.name]));

  return (
    <DialogForm
      form={form}
      label={`Edit ${talentUser.name}`}
      submitLabel="Save"
      firstField="celebrityIds"
      fieldOf={editFieldOf}
      send={(input) => update.mutateAsync({ id: talentUser._id, input })}
      onSent={onSaved}
      onCancel={onCancel}
      busyLabel="Saving..."
      icon={<Save className="size-4" aria-hidden="true" />}
    >
      <div className="grid gap-5">
        <CelebrityChecklist
          id={id('celebrities')}
          value={celebrities.value}
          onChange={celebrities.onChange}
          onBlur={celebrities.onBlur}
          inputRef={celebrities.ref}
          error={errors.celebrityIds?.message ?? errors.celebrityIds?.root?.message}
          knownNames={knownNames}
        />
        <ShareFeesField id={id('share-fees')} registration={register('shareFees')} />
        <Field
          id={id('status')}
          label="Account"
          error={errors.status?.message}
          hint="A disabled account is signed out at once and cannot sign in until enabled again."
        >
          {(control) => (
            <Select {...control} {...register('status')}>
              <option value="active">Active: may sign in</option>
              <option value="disabled">Disabled</option>
            </Select>
          )}
        </Field>
      </div>
    </DialogForm>
  );
}
