import { CalendarX } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import type { InquiryInput } from '#shared/schemas/inquiry';
import type { InquiryFormValues } from './use-inquiry-form';
import { useDateTaken } from './use-date-taken';

/** The inquiry form's control: its values as typed, and as the schema reads them. */
type InquiryFormControl = Control<InquiryFormValues, unknown, InquiryInput>;

interface EventDateFieldProps {
  id: string;
  register: UseFormRegister<InquiryFormValues>;
  errors: FieldErrors<InquiryFormValues>;
  /** The dates the server accepts today (`useInquiryForm`'s `dateRange`). */
  dateRange: { min: string; max: string };
  /** A booking's celebrity and the form's control: a date they are taken on is pointed out. */
  takenFor?: { celebrityId: string; control: InquiryFormControl };
}

/** The event's date, limited in the picker to the dates the server will accept. */
export function EventDateField({ id, register, errors, dateRange, takenFor }: EventDateFieldProps) {
  return (
    <Field id={id} label="Event date" required error={errors.eventDate?.message}>
      {(control) => (
        <>
          <TextInput {...control} {...register('eventDate')} type="date" min={dateRange.min} max={dateRange.max} />
          {takenFor && <DateTakenNote celebrityId={takenFor.celebrityId} control={takenFor.control} />}
        </>
      )}
    </Field>
  );
}

/**
 * "Already booked on this date": a warning, never a refusal (the visitor may send anyway, and
 * the agency may find a way). Read out politely when it appears.
 */
function DateTakenNote({ celebrityId, control }: { celebrityId: string; control: InquiryFormControl }) {
  const day = useWatch({ control, name: 'eventDate' }) ?? '';
  const taken = useDateTaken(celebrityId, day);
  return (
    <p role="status" className="text-sm">
      {taken && (
        <span className="mt-1.5 flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <CalendarX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Already booked on this date: choose another date or send anyway
        </span>
      )}
    </p>
  );
}
