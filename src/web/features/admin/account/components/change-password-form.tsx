import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import {
  passwordChangeFormSchema,
  type PasswordChangeFormInput,
  type PasswordChangeInput,
} from '#shared/schemas/account';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { formSubmit } from '#web/lib/form-submit';
import { FormAlert } from '#web/components/ui/form-alert';
import { NewPasswordFields, PasswordInput } from '#web/components/ui/password-input';
import { Spinner } from '#web/components/ui/spinner';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useChangePassword } from '../api/change-password';
import { useAppForm } from '#web/lib/use-app-form';

const passwordFieldOf = fieldsNamed(['currentPassword', 'password', 'confirmPassword'] as const);

const EMPTY: PasswordChangeFormInput = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * A new password, after the current one. The server checks the current password and holds the
 * new one to the password rule; its refusals appear beside their fields. On success every other
 * session ends and this one stays.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useAppForm<PasswordChangeFormInput, unknown, PasswordChangeInput & { confirmPassword: string }>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = formSubmit(
    form,
    passwordFieldOf,
    ({ currentPassword, password }) => change.mutateAsync({ currentPassword, password }),
    () => reset(EMPTY),
  );

  return (
    <form aria-label="Change password" noValidate onSubmit={submit}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="account-current-password"
          label="Current password"
          required
          error={errors.currentPassword?.message}
          className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...register('currentPassword')}
              toggleName="current password"
              autoComplete="current-password"
              maxLength={TEXT_LIMITS.password}
            />
          )}
        </Field>
        <NewPasswordFields
          ids={{ password: 'account-new-password', again: 'account-confirm-password' }}
          password={register('password')}
          again={register('confirmPassword')}
          errors={{ password: errors.password?.message, again: errors.confirmPassword?.message }}
        />
      </div>

      <FormAlert message={errors.root?.server?.message} className="mt-5" />

      <div className="mt-6 flex sm:justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner className="size-4" /> : <KeyRound className="size-4" aria-hidden="true" />}
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
