import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarX2 } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { CalendarEntry } from '#shared/schemas/calendar-responses';
import { BlackoutDaysFields } from '#web/components/calendar/blackout-days-fields';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useAddBlackout } from '../api/add-blackout';
import {
  BLACKOUT_FORM_FIELDS,
  blackoutFormSchema,
  type BlackoutFormOutput,
  type BlackoutFormValues,
} from '../utils/blackout-form';
import { CelebritySelect } from './celebrity-select';

const resolver = zodResolver(blackoutFormSchema);
const blackoutFieldOf = fieldsNamed(BLACKOUT_FORM_FIELDS);

interface AddBlackoutFormProps {
  /** The celebrity chosen at first: the one whose calendar is shown, if any. */
  celebrity: string | undefined;
  /** Its name, for a celebrity the list does not hold. */
  celebrityName: string | undefined;
  onAdded: (blackout: CalendarEntry) => void;
  onCancel: () => void;
}

/**
 * A blackout: whose, from when to when, and why. Checked by the server's own schema as it is
 * typed; the server's refusals land beside their fields, and a clash with a booking or another
 * blackout (409, naming it) above the buttons.
 */
export function AddBlackoutForm({ celebrity, celebrityName, onAdded, onCancel }: AddBlackoutFormProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const add = useAddBlackout();
  const form = useAppForm<BlackoutFormValues, unknown, BlackoutFormOutput>({
    resolver,
    defaultValues: { celebrityId: celebrity ?? '', start: '', end: '', reason: '' },
  });
  const {
    register,
    control: formControl,
    formState: { errors },
  } = form;

  // The celebrity is a controlled select: its options change when the list arrives, and a browser
  // drops an uncontrolled select's choice when the option it had chosen is replaced (the form
  // then showed "Choose a celebrity" while it would have sent the celebrity).
  const { field: celebrityField } = useController({ control: formControl, name: 'celebrityId' });

  // A clash's message stays in the form. The first field to fill: the celebrity's is filled already
  // when the form opens from one.
  return (
    <DialogForm
      form={form}
      label="Add blackout"
      firstField={celebrity ? 'start' : 'celebrityId'}
      fieldOf={blackoutFieldOf}
      send={({ celebrityId, ...blackout }) => add.mutateAsync({ celebrityId, blackout })}
      onSent={onAdded}
      onCancel={onCancel}
      busyLabel="Adding..."
      icon={<CalendarX2 className="size-4" aria-hidden="true" />}
    >
      <RequiredFieldsNote />
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field
          id={id('celebrity')}
          label="Celebrity"
          required
          error={errors.celebrityId?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <CelebritySelect
              {...control}
              {...celebrityField}
              placeholder="Choose a celebrity"
              selected={celebrity}
              selectedName={celebrityName}
            />
          )}
        </Field>
        <BlackoutDaysFields
          id={id}
          start={register('start')}
          end={register('end')}
          reason={register('reason')}
          errors={{ start: errors.start?.message, end: errors.end?.message, reason: errors.reason?.message }}
          endHint="The last day, included."
        />
      </div>
    </DialogForm>
  );
}
