import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '#shared/constants/accounts';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { Field } from './field';
import { TextInput } from './text-input';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** What the toggle names when a form has several ("new password": "Show new password"). */
  toggleName?: string;
}

/** A password field with a show/hide toggle (SPEC §2); the toggle says what it will do. */
export function PasswordInput({ toggleName = 'password', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextInput {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900"
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}

/** The password rule, as told beside a new password of one's own. */
const OWN_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password or your name.`;

interface NewPasswordFieldsProps {
  /** The fields' ids: the new password's, and the second copy's when it is asked twice. */
  ids: { password: string; again?: string };
  /** The new password's registration (react-hook-form). */
  password: UseFormRegisterReturn;
  /** The second copy's; with it the password is asked twice, each box with a show/hide toggle. */
  again?: UseFormRegisterReturn;
  errors: { password?: string | undefined; again?: string | undefined };
  /** "New password" unless told. */
  label?: string;
  required?: boolean;
  /** The rule for one's own password unless told. */
  hint?: string;
  /** The new password's field (its place in the form's grid). */
  className?: string;
  /** The single box's width, when the password is asked once. */
  inputClassName?: string;
}

/**
 * A new password (SPEC §5's rule), asked twice with show/hide toggles for one's own (My account,
 * a reset link), or once in a plain box for someone else's (the staff form, shared privately).
 */
export function NewPasswordFields({
  ids,
  password,
  again,
  errors,
  label = 'New password',
  required = true,
  hint = OWN_PASSWORD_HINT,
  className,
  inputClassName,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        id={ids.password}
        label={label}
        required={required}
        error={errors.password}
        hint={hint}
        className={className}
      >
        {(control) =>
          again ? (
            <PasswordInput
              {...control}
              {...password}
              toggleName="new password"
              autoComplete="new-password"
              maxLength={TEXT_LIMITS.password}
            />
          ) : (
            <TextInput
              {...control}
              {...password}
              type="password"
              autoComplete="new-password"
              maxLength={TEXT_LIMITS.password}
              className={inputClassName}
            />
          )
        }
      </Field>
      {again && ids.again && (
        <Field id={ids.again} label="New password again" required={required} error={errors.again}>
          {(control) => (
            <PasswordInput
              {...control}
              {...again}
              toggleName="new password again"
              autoComplete="new-password"
              maxLength={TEXT_LIMITS.password}
            />
          )}
        </Field>
      )}
    </>
  );
}
