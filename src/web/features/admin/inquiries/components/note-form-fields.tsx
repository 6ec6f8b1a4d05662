import { StickyNote } from 'lucide-react';
import type { ComponentPropsWithRef, FormEventHandler } from 'react';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Spinner } from '#web/components/ui/spinner';
import { Textarea } from '#web/components/ui/textarea';

interface NoteFormFieldsProps {
  ref?: ComponentPropsWithRef<'form'>['ref'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: string;
  busy?: boolean;
  /** The text area's own props: its value or registration, and its handlers. */
  textarea: ComponentPropsWithRef<'textarea'>;
  /** Pointer down anywhere in the form (the plain form fetches the checked one then). */
  onPointerDown?: () => void;
}

/**
 * What the notes' form draws, shared by the plain form drawn on arrival and the checked one that
 * takes its place (`InquiryNoteForm`), so the swap changes nothing on screen.
 */
export function NoteFormFields({ ref, onSubmit, error, busy = false, textarea, onPointerDown }: NoteFormFieldsProps) {
  return (
    <form ref={ref} noValidate onSubmit={onSubmit} onPointerDown={onPointerDown} className="mt-4 space-y-3">
      <Field id="inquiry-note-body" label="Add a note" hint="Only the team sees notes." error={error}>
        {(control) => <Textarea {...control} name="body" {...textarea} rows={3} maxLength={TEXT_LIMITS.longText} />}
      </Field>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? <Spinner className="size-4" /> : <StickyNote className="size-4" aria-hidden="true" />}
        {busy ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  );
}
