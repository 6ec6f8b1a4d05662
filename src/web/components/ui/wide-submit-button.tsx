import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The one submit button of a sign-in form (sign in, forgot password, set a new password): large
 * and full width, a spinner in place of its icon and its busy words while the form is sent. One
 * component so that the three pages' buttons look and behave alike.
 */
export function WideSubmitButton({
  busy,
  icon: Icon,
  label,
  busyLabel,
}: {
  busy: boolean;
  icon: LucideIcon;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy} className="w-full">
      {busy ? <Spinner /> : <Icon className="size-5" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
