import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { PAGES } from '#shared/pages';
import { passwordResetFormSchema, type PasswordResetFormInput } from '#shared/schemas/account';
import { NewPasswordFields } from '#web/components/ui/password-input';
import { buttonClasses } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { WideSubmitButton } from '#web/components/ui/wide-submit-button';
import { ApiError } from '#web/lib/api-client';
import { formSubmit } from '#web/lib/form-submit';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useConfirmPasswordReset } from './api/password-reset';
import { AuthCard } from '#web/components/layout/auth-card';
import { AuthNotice, BACK_TO_SIGN_IN } from './components/auth-card';
import { useAppForm } from '#web/lib/use-app-form';

const passwordFieldOf = fieldsNamed(['password', 'confirmPassword'] as const);

/** A refusal of the link itself (used, expired, superseded): a new link is the only way on. */
function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && error.errors.some((item) => item.path === 'token');
}

function AskAgain({ children, invitation }: { children: string; invitation: boolean }) {
  // An invitation's link is renewed by the agency; a reset link by asking for another.
  const way = invitation
    ? { href: PAGES.adminLogin.getHref(), label: 'Go to sign in' }
    : { href: PAGES.adminForgotPassword.getHref(), label: 'Ask for a new link' };
  return (
    <AuthNotice tone="error">
      <p>{children}</p>
      <Link to={way.href} className="mt-3 inline-block font-semibold text-red-900 underline underline-offset-2">
        {way.label}
      </Link>
    </AuthNotice>
  );
}

/**
 * The page's words: a reset link's, or an invitation's (issue 39: the invitation e-mail to a
 * talent user links here with `invite=1`, since setting the first password is the same call).
 */
const WORDS = {
  reset: {
    title: 'Choose a new password',
    description: 'After this, you are signed out everywhere and sign in with the new password.',
    submit: 'Set new password',
    missing: ACCOUNT_MESSAGES.resetLinkMissing,
    dead: ACCOUNT_MESSAGES.resetLinkInvalid,
    done: ACCOUNT_MESSAGES.passwordResetDone,
  },
  invitation: {
    title: 'Welcome: choose your password',
    description:
      'You have been invited to the Starline Talent portal, where you see your bookings and calendar. Choose the password you will sign in with.',
    submit: 'Set password',
    missing: 'This page needs the link from your invitation e-mail.',
    dead: 'This invitation link is not valid: it has been used already, has expired, or a newer invitation was sent. If you have set your password, sign in; otherwise ask the agency to send the invitation again.',
    done: 'Your password is set. Sign in with your e-mail address and this password.',
  },
} as const;

/**
 * The page of a reset link (`?token=` from the e-mail): the new password, twice. The link works
 * once, for 30 minutes; afterwards every session of the account has ended and the user signs in
 * with the new password. An invitation's link (`&invite=1`) is the same page and call, worded
 * as the first password of a new account.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invite') === '1';
  const words = invitation ? WORDS.invitation : WORDS.reset;
  usePageTitle(words.title);
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const [state, setState] = useState<'form' | 'done' | 'dead'>('form');
  const form = useAppForm<PasswordResetFormInput, unknown, { password: string; confirmPassword: string }>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = formSubmit(
    form,
    passwordFieldOf,
    // A dead link is no refusal of the fields: the page then says to ask for a new one.
    ({ password }) =>
      confirm.mutateAsync({ token, password }).then(
        () => 'done' as const,
        (error: unknown) => {
          if (isDeadLink(error)) return 'dead' as const;
          throw error;
        },
      ),
    setState,
  );

  let content;
  if (!token) content = <AskAgain invitation={invitation}>{words.missing}</AskAgain>;
  else if (state === 'dead') content = <AskAgain invitation={invitation}>{words.dead}</AskAgain>;
  else if (state === 'done') {
    content = (
      <>
        <AuthNotice tone="success">
          <p>{words.done}</p>
        </AuthNotice>
        <Link to={PAGES.adminLogin.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          <LogIn className="size-5" aria-hidden="true" />
          Sign in
        </Link>
      </>
    );
  } else {
    content = (
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <NewPasswordFields
          ids={{ password: 'reset-password', again: 'reset-password-again' }}
          password={register('password')}
          again={register('confirmPassword')}
          errors={{ password: errors.password?.message, again: errors.confirmPassword?.message }}
        />
        <FormAlert message={errors.root?.server?.message} />
        <WideSubmitButton busy={isSubmitting} icon={KeyRound} label={words.submit} busyLabel="Saving..." />
      </form>
    );
  }

  return (
    <AuthCard back={BACK_TO_SIGN_IN} title={words.title} description={words.description}>
      {content}
    </AuthCard>
  );
}
