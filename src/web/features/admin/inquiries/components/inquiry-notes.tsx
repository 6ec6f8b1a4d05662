import { zodResolver } from '@hookform/resolvers/zod';
import { StickyNote } from 'lucide-react';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { formatIndianTime } from '#shared/format';
import { DESK_MESSAGES } from '#shared/messages';
import { inquiryNoteInputSchema, type InquiryNote, type InquiryNoteInput } from '#shared/schemas/inquiry';
import { formSubmit } from '#web/lib/form-submit';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Spinner } from '#web/components/ui/spinner';
import { Textarea } from '#web/components/ui/textarea';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAddInquiryNote } from '../api/add-inquiry-note';
import { useAppForm } from '#web/lib/use-app-form';

interface InquiryNotesProps {
  inquiryId: string;
  /** Newest first; undefined while they load. */
  notes: InquiryNote[] | undefined;
  className?: string;
}

const noteFieldOf = fieldsNamed(['body'] as const);

/** Internal notes: a form to add one, and the notes with author and time, newest first. */
export function InquiryNotes({ inquiryId, notes, className = '' }: InquiryNotesProps) {
  const add = useAddInquiryNote();
  const form = useAppForm<InquiryNoteInput>({
    resolver: zodResolver(inquiryNoteInputSchema),
    defaultValues: { body: '' },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = formSubmit(
    form,
    noteFieldOf,
    ({ body }) => add.mutateAsync({ id: inquiryId, body }),
    () => reset({ body: '' }),
  );

  return (
    <section
      aria-labelledby="inquiry-notes-heading"
      className={`rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 ${className}`}
    >
      <h2 id="inquiry-notes-heading" className="text-lg font-semibold text-brand-950">
        Internal notes
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-3">
        <Field id="inquiry-note-body" label="Add a note" hint="Only the team sees notes." error={errors.body?.message}>
          {(control) => <Textarea {...control} {...register('body')} rows={3} maxLength={TEXT_LIMITS.longText} />}
        </Field>
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? <Spinner className="size-4" /> : <StickyNote className="size-4" aria-hidden="true" />}
          {isSubmitting ? 'Adding...' : 'Add note'}
        </Button>
      </form>
      {notes === undefined ? null : notes.length === 0 ? (
        <p className="mt-5 text-sm text-slate-600">{DESK_MESSAGES.noNotes}</p>
      ) : (
        <ol aria-label="Notes, newest first" className="mt-5 space-y-3">
          {notes.map((note) => (
            <li key={note._id} className="rounded-xl border border-amber-200 bg-amber-50/60 p-4">
              <p className="text-sm break-words whitespace-pre-line text-slate-900">{note.body}</p>
              <p className="mt-2 text-xs text-slate-600">
                <span className="font-medium text-slate-800">{note.authorName}</span>,{' '}
                <time dateTime={note.createdAt}>{formatIndianTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
