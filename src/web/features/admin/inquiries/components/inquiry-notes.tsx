import { useRef, useState, type SyntheticEvent } from 'react';
import { formatIndianTime } from '#shared/format';
import { DESK_MESSAGES } from '#shared/messages';
import type { InquiryNote } from '#shared/schemas/inquiry';
import type { InquiryNoteForm } from './inquiry-note-form';
import { NoteFormFields } from './note-form-fields';

// The form library (react-hook-form and its resolver) is not on the inquiry's first load: the
// page draws a plain form, and the checked one is fetched on its first use (decision 0048).
type CheckedForm = typeof InquiryNoteForm;
let checkedForm: CheckedForm | undefined;
const loadCheckedForm = () => import('./inquiry-note-form').then((module) => (checkedForm = module.InquiryNoteForm));

interface InquiryNotesProps {
  inquiryId: string;
  /** Newest first; undefined while they load. */
  notes: InquiryNote[] | undefined;
  className?: string;
}

/** Internal notes: a form to add one, and the notes with author and time, newest first. */
export function InquiryNotes({ inquiryId, notes, className = '' }: InquiryNotesProps) {
  return (
    <section
      aria-labelledby="inquiry-notes-heading"
      className={`rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 ${className}`}
    >
      <h2 id="inquiry-notes-heading" className="text-lg font-semibold text-brand-950">
        Internal notes
      </h2>
      <NoteForm inquiryId={inquiryId} />
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

/**
 * The plain form drawn on arrival, the same on screen as the checked one: a focus, a press or
 * typing in it fetches `InquiryNoteForm`, which takes its place with the text typed so far (kept
 * here, in state, so no keystroke is lost), the caret, and a press of "Add note" that came before
 * it; a note is only ever sent by it, after the shared schema's checks.
 */
function NoteForm({ inquiryId }: { inquiryId: string }) {
  // Where the caret is while the text area has the focus (undefined when it has not), read by
  // the checked form when it arrives.
  const caret = useRef<{ start: number; end: number }>(undefined);
  const keepCaret = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const { selectionStart: start, selectionEnd: end } = event.currentTarget;
    caret.current = { start, end };
  };
  const [body, setBody] = useState('');
  const [submitWanted, setSubmitWanted] = useState(false);
  // The checked form once its code is here; until then the plain one below, kept mounted (and
  // focused) while the code is on its way, then replaced in one go.
  const [Checked, setChecked] = useState(() => checkedForm);
  const want = (how: 'use' | 'submit') => {
    if (how === 'submit') setSubmitWanted(true);
    loadCheckedForm().then(
      (form) => setChecked(() => form),
      () => setSubmitWanted(false), // offline: the plain form stays, and asks again when used
    );
  };
  if (Checked) return <Checked inquiryId={inquiryId} draft={{ body, caret, submit: submitWanted }} />;
  return (
    <NoteFormFields
      onSubmit={(event) => {
        event.preventDefault();
        want('submit');
      }}
      onPointerDown={() => want('use')}
      busy={submitWanted}
      textarea={{
        value: body,
        onChange: (event) => setBody(event.target.value),
        onSelect: keepCaret,
        onFocus: (event) => {
          keepCaret(event);
          want('use');
        },
        // Not when the text area is going because the checked form takes its place.
        onBlur: (event) => {
          if (event.currentTarget.isConnected) caret.current = undefined;
        },
      }}
    />
  );
}
