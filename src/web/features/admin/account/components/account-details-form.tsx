import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import type { z } from 'zod';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { accountUpdateSchema, type AccountUpdateInput } from '#shared/schemas/account';
import type { StaffMember } from '#shared/schemas/staff';
import { Button } from '#web/components/ui/button';
import { PhoneInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { formSubmit } from '#web/lib/form-submit';
import { FormAlert } from '#web/components/ui/form-alert';
import { Spinner } from '#web/components/ui/spinner';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useSession } from '#web/lib/session-store';
import { useUpdateAccount } from '../api/update-account';
import { useAppForm } from '#web/lib/use-app-form';

const detailsFieldOf = fieldsNamed(['name', 'phone'] as const);

/**
 * One's own name and phone. The e-mail and the role are shown but only an admin changes them
 * (in Staff), since the e-mail is what one signs in with and the role what one may do.
 */
export function AccountDetailsForm({ account }: { account: StaffMember }) {
  const update = useUpdateAccount();
  const setSessionUser = useSession((state) => state.setUser);
  const form = useAppForm<z.input<typeof accountUpdateSchema>, unknown, AccountUpdateInput>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { name: account.name, phone: account.phone },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const submit = formSubmit(
    form,
    detailsFieldOf,
    (values) => update.mutateAsync(values),
    (saved) => {
      // The sidebar shows the new name at once.
      setSessionUser({ _id: saved._id, name: saved.name, email: saved.email, role: saved.role });
      reset({ name: saved.name, phone: saved.phone });
    },
  );

  return (
    <form aria-label="Your details" noValidate onSubmit={submit}>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="font-medium text-slate-800">Email</dt>
          <dd className="mt-1 break-words text-slate-700">{account.email}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">Role</dt>
          <dd className="mt-1 text-slate-700">{account.role === 'admin' ? 'Admin' : 'Staff'}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">An admin changes your e-mail or role in Staff.</p>

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <Field id="account-name" label="Name" required error={errors.name?.message}>
          {(control) => (
            <TextInput {...control} {...register('name')} autoComplete="name" maxLength={TEXT_LIMITS.name} />
          )}
        </Field>
        <Field id="account-phone" label="Phone" error={errors.phone?.message}>
          {(control) => <PhoneInput {...control} {...register('phone')} autoComplete="tel" />}
        </Field>
      </div>

      <FormAlert message={errors.root?.server?.message} className="mt-5" />

      <div className="mt-6 flex sm:justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner className="size-4" /> : <Save className="size-4" aria-hidden="true" />}
          {isSubmitting ? 'Saving...' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
