import type { ComponentProps } from 'react';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { TextInput } from './text-input';

/**
 * The kit's e-mail box: the e-mail keyboard on phones and no more characters than the server
 * accepts. Every other attribute (autoComplete above all, and the ref) goes to the `<input>`.
 */
export function EmailInput(props: ComponentProps<'input'>) {
  return <TextInput type="email" maxLength={TEXT_LIMITS.email} {...props} />;
}

/** The kit's phone box: the dial pad on phones and no more characters than the server accepts. */
export function PhoneInput(props: ComponentProps<'input'>) {
  return <TextInput type="tel" inputMode="tel" maxLength={TEXT_LIMITS.phone} {...props} />;
}
