import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '#shared/schemas/account';
import { formSubmit } from '#web/lib/form-submit';
import { EmailInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { WideSubmitButton } from '#web/components/ui/wide-submit-button';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useRequestPasswordReset } from './api/password-reset';
import { AuthCard } from '#web/components/layout/auth-card';
import { AuthNotice, BACK_TO_SIGN_IN } from './components/auth-card';
import { useAppForm } from '#web/lib/use-app-form';

const emailFieldOf = fieldsNamed(['email'] as const);

/**
 * A forgotten password: the e-mail to send a one-time link to. The answer is the same whether or
 * not the address has an account, so the page says only what may have happened.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot your password?');
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useAppForm<z.input<typeof passwordResetRequestSchema>, unknown, PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = formSubmit(form, emailFieldOf, (values) => request.mutateAsync(values), setSent);

  return (
    <AuthCard
      back={BACK_TO_SIGN_IN}
      title="Forgot your password?"
      description="Enter the e-mail address you sign in with, and we will send you a link to choose a new password."
    >
      {sent ? (
        <AuthNotice tone="success">
          <p>{sent}</p>
          <p className="mt-2">No e-mail? Check your spam folder, or ask an admin of your team.</p>
        </AuthNotice>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-5">
          <Field id="forgot-email" label="Email" required error={errors.email?.message}>
            {(control) => <EmailInput {...control} {...register('email')} autoComplete="username" inputMode="email" />}
          </Field>
          <FormAlert message={errors.root?.server?.message} />
          <WideSubmitButton busy={isSubmitting} icon={Send} label="Send reset link" busyLabel="Sending..." />
        </form>
      )}
    </AuthCard>
  );
}
