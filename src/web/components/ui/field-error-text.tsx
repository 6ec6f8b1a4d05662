import { CircleAlert } from 'lucide-react';

/** An error line in the kit's style (as `Field` draws it), for controls `Field` cannot wrap. */
export function FieldErrorText({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
