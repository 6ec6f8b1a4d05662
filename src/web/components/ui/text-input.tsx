import type { ComponentProps } from 'react';
import { CONTROL_CLASSES } from './control-classes';

/** A single-line input of the kit; every attribute (and the ref) goes to the `<input>`. */
export function TextInput({ className = '', type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={`${CONTROL_CLASSES} ${className}`} {...props} />;
}
