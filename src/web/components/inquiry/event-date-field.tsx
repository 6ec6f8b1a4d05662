import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import type { InquiryFormValues } from './use-inquiry-form';

interface EventDateFieldProps {
  id: string;
  register: UseFormRegister<InquiryFormValues>;
  errors: FieldErrors<InquiryFormValues>;
  /** The dates the server accepts today (`useInquiryForm`'s `dateRange`). */
  dateRange: { min: string; max: string };
}

/** The event's date, limited in the picker to the dates the server will accept. */
export function EventDateField({ id, register, errors, dateRange }: EventDateFieldProps) {
  return (
    <Field id={id} label="Event date" required error={errors.eventDate?.message}>
      {(control) => (
        <TextInput {...control} {...register('eventDate')} type="date" min={dateRange.min} max={dateRange.max} />
      )}
    </Field>
  );
}
