import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { celebrityManagerSchema, type CelebrityManager, type CelebrityManagerForm } from '#shared/schemas/celebrity';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { EmailInput, PhoneInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useSaveCelebrityManager } from '../api/celebrity-manager';

const resolver = zodResolver(celebrityManagerSchema);
const fieldOf = fieldsNamed(['name', 'phone', 'email'] as const);

/**
 * The celebrity's manager (issue 39): whom the calendar's address is e-mailed to. Each detail may
 * be left empty; staff only, never shown on the public site.
 */
export function ManagerForm({
  celebrityId,
  manager,
  onDone,
}: {
  celebrityId: string;
  manager: CelebrityManager;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const save = useSaveCelebrityManager(celebrityId);
  const form = useAppForm<CelebrityManagerForm, unknown, CelebrityManager>({ resolver, defaultValues: manager });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <DialogForm
      form={form}
      label="Save manager"
      firstField="name"
      fieldOf={fieldOf}
      send={(input) => save.mutateAsync(input)}
      onSent={onDone}
      onCancel={onDone}
      busyLabel="Saving..."
      icon={<Save className="size-4" aria-hidden="true" />}
      className="space-y-5"
    >
      <Field id={id('name')} label="Manager’s name" error={errors.name?.message}>
        {(control) => <TextInput {...control} {...register('name')} autoComplete="off" maxLength={TEXT_LIMITS.name} />}
      </Field>
      <Field id={id('phone')} label="Manager’s phone" error={errors.phone?.message} hint="For example +91 98200 12345.">
        {(control) => <PhoneInput {...control} {...register('phone')} autoComplete="off" />}
      </Field>
      <Field
        id={id('email')}
        label="Manager’s e-mail"
        error={errors.email?.message}
        hint="The calendar’s address is sent here."
      >
        {(control) => <EmailInput {...control} {...register('email')} autoComplete="off" />}
      </Field>
    </DialogForm>
  );
}
