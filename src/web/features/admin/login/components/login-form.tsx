import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import type { z } from 'zod';
import { loginSchema, type LoginInput, type LoginResult } from '#shared/schemas/auth';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { useLogin } from '../api/login';
import { PasswordInput } from '#web/components/ui/password-input';
import { WideSubmitButton } from '#web/components/ui/wide-submit-button';
import { useAppForm } from '#web/lib/use-app-form';

interface LoginFormProps {
  onSignedIn: (result: LoginResult) => void;
}

/**
 * E-mail and password, both required (SPEC §5), checked by the server's own schema. A refused
 * sign-in shows the server's one generic message as a toast and keeps what was typed.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { mutateAsync } = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onSignedIn(await mutateAsync(values));
    } catch {
      // The api client has shown the toast; the user stays here with their input.
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-5">
      <Field id="login-email" label="Email" required error={errors.email?.message}>
        {(control) => (
          <TextInput {...control} {...register('email')} type="email" autoComplete="username" inputMode="email" />
        )}
      </Field>
      <Field id="login-password" label="Password" required error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </Field>
      <WideSubmitButton busy={isSubmitting} icon={LogIn} label="Sign in" busyLabel="Signing in..." />
    </form>
  );
}
