import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type RefObject } from 'react';
import { inquiryNoteInputSchema, type InquiryNoteInput } from '#shared/schemas/inquiry';
import { afterNextPaint } from '#web/lib/after-paint';
import { formSubmit } from '#web/lib/form-submit';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useAddInquiryNote } from '../api/add-inquiry-note';
import { NoteFormFields } from './note-form-fields';

/** What the plain form had when this one took its place. */
export interface NoteDraft {
  body: string;
  /** Where the caret is while the plain text area has the focus; undefined when it has not. */
  caret: RefObject<{ start: number; end: number } | undefined>;
  /** "Add note" was pressed before this form had arrived: it is sent (after its checks) now. */
  submit: boolean;
}

interface InquiryNoteFormProps {
  inquiryId: string;
  draft: NoteDraft;
}

const noteFieldOf = fieldsNamed(['body'] as const);

/**
 * The notes' form with its checks (react-hook-form, the shared zod schema): a chunk of its own,
 * fetched when the plain form of `InquiryNotes` is first used, and drawn in its place with its
 * text, its caret, and a press of "Add note" carried over.
 */
export function InquiryNoteForm({ inquiryId, draft }: InquiryNoteFormProps) {
  const add = useAddInquiryNote();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAppForm<InquiryNoteInput>({
    resolver: zodResolver(inquiryNoteInputSchema),
    defaultValues: { body: draft.body },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const submit = formSubmit(
    form,
    noteFieldOf,
    // Sent once "Add note" is drawn busy: the mutation's start and everything its answer sets off
    // (the form emptied, the toast, the notes and timeline read again and drawn) stay out of the
    // press's own frame (issue 42, goal 3). The button is disabled meanwhile, so it is sent once.
    async ({ body }) => {
      await afterNextPaint();
      return add.mutateAsync({ id: inquiryId, body });
    },
    () => reset({ body: '' }),
  );

  // The schema's first check costs more than any later one (zod prepares it then): done once the
  // form's arrival is painted, not in the press of "Add note". (Not with when-idle.ts: this chunk
  // importing it made it a chunk of its own, one more script on the inquiry's first load.)
  useEffect(() => {
    void afterNextPaint().then(() => inquiryNoteInputSchema.safeParse({ body: '' }));
  }, []);

  // Once, on arrival: the caret back where it was, and a press that came early sent.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const textarea = formRef.current?.elements.namedItem('body');
    const caret = draft.caret.current;
    if (caret && textarea instanceof HTMLTextAreaElement) {
      textarea.focus();
      textarea.setSelectionRange(caret.start, caret.end);
    }
    if (draft.submit) formRef.current?.requestSubmit();
  }, [draft]);

  return (
    <NoteFormFields
      ref={formRef}
      onSubmit={submit}
      error={errors.body?.message}
      busy={isSubmitting}
      textarea={register('body')}
    />
  );
}
