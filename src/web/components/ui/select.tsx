import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { CONTROL_CLASSES } from './control-classes';

/**
 * A native `<select>` in the kit's style: fast, accessible and familiar on phones. Every
 * attribute (and the ref) goes to the `<select>`; `className` styles its wrapper.
 */
export function Select({ className = '', children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={`relative ${className}`}>
      <select className={`${CONTROL_CLASSES} cursor-pointer appearance-none pr-10`} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
