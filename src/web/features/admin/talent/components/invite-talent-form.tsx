import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import {
  talentInvitationSchema,
  type TalentInvitationInput,
  type TalentInvitationValues,
} from '#shared/schemas/talent';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { EmailInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { type InvitationResult, useInviteTalent } from '../api/invite-talent';
import { CelebrityChecklist } from './celebrity-checklist';
import { ShareFeesField } from './share-fees-field';

const resolver = zodResolver(talentInvitationSchema);
const FIELDS = [
  'email',
  'name',
  'celebrityIds',
  'shareFees',
] as const satisfies readonly (keyof TalentInvitationInput)[];
const invitationFieldOf = fieldsNamed(FIELDS);

/** What the toast says once the invitation is out. */
export function invitationToast({ talentUser, resent }: InvitationResult): string {
  return resent ? `Invitation sent again to ${talentUser.email}` : `Invitation sent to ${talentUser.email}`;
}

interface InviteTalentFormProps {
  onInvited: (result: InvitationResult) => void;
  onCancel: () => void;
}

/**
 * "Invite": a celebrity or their manager, by e-mail, bound to one or more celebrities, with or
 * without their fees shared. The server's own schema checks it; its refusals land beside their
 * fields (an e-mail that belongs to a staff member), the rest above the buttons.
 */
export function InviteTalentForm({ onInvited, onCancel }: InviteTalentFormProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const invite = useInviteTalent();
  const form = useAppForm<TalentInvitationInput, unknown, TalentInvitationValues>({
    resolver,
    defaultValues: { email: '', name: '', celebrityIds: [], shareFees: false },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { field: celebrities } = useController({ control, name: 'celebrityIds' });

  return (
    <DialogForm
      form={form}
      label="Invite"
      submitLabel="Send invitation"
      firstField="email"
      fieldOf={invitationFieldOf}
      send={(values) => invite.mutateAsync(values)}
      sentToast={invitationToast}
      onSent={onInvited}
      onCancel={onCancel}
      busyLabel="Sending..."
      icon={<Send className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field id={id('email')} label="Email" required error={errors.email?.message}>
          {(fieldControl) => <EmailInput {...fieldControl} {...register('email')} autoComplete="off" />}
        </Field>
        <Field id={id('name')} label="Name" required error={errors.name?.message}>
          {(fieldControl) => (
            <TextInput {...fieldControl} {...register('name')} autoComplete="off" maxLength={TEXT_LIMITS.name} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <CelebrityChecklist
            id={id('celebrities')}
            value={celebrities.value}
            onChange={celebrities.onChange}
            onBlur={celebrities.onBlur}
            inputRef={celebrities.ref}
            error={errors.celebrityIds?.message ?? errors.celebrityIds?.root?.message}
          />
        </div>
        <div className="sm:col-span-2">
          <ShareFeesField id={id('share-fees')} registration={register('shareFees')} />
        </div>
      </div>
    </DialogForm>
  );
}
