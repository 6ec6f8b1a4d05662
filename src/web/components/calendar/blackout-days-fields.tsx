import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';

interface BlackoutDaysFieldsProps {
  /** The form's id of a field, by its name (`start`, `end`, `reason`). */
  id: (field: string) => string;
  /** The three fields as the form registers them. */
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  reason: UseFormRegisterReturn;
  errors: { start?: string | undefined; end?: string | undefined; reason?: string | undefined };
  /** Under End: the last day is included, and any limit on the span. */
  endHint: string;
  /** Under Reason: who reads it, where that needs saying. */
  reasonHint?: string;
  /** The reason's longest length (a blackout's, 200, unless said). */
  reasonMaxLength?: number;
}

/**
 * A blackout's days and why, the fields staff fill in to add one and a talent to ask for one (and
 * staff to move a booking to new days): Start and End side by side (calendar days), the reason
 * under them. They sit in the form's two-column grid.
 */
export function BlackoutDaysFields({
  id,
  start,
  end,
  reason,
  errors,
  endHint,
  reasonHint,
  reasonMaxLength = 200,
}: BlackoutDaysFieldsProps) {
  return (
    <>
      <Field id={id('start')} label="Start" required error={errors.start}>
        {(control) => <TextInput {...control} {...start} type="date" />}
      </Field>
      <Field id={id('end')} label="End" required error={errors.end} hint={endHint}>
        {(control) => <TextInput {...control} {...end} type="date" />}
      </Field>
      <Field
        id={id('reason')}
        label="Reason"
        required
        error={errors.reason}
        hint={reasonHint}
        className="sm:col-span-2"
      >
        {(control) => <TextInput {...control} {...reason} maxLength={reasonMaxLength} autoComplete="off" />}
      </Field>
    </>
  );
}
