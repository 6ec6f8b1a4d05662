import type { ComponentProps } from 'react';
import { CONTROL_CLASSES } from './control-classes';

/** A multi-line input of the kit; every attribute (and the ref) goes to the `<textarea>`. */
export function Textarea({ className = '', rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={`${CONTROL_CLASSES} resize-y ${className}`} {...props} />;
}
