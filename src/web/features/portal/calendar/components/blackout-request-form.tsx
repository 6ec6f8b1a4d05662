import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarX2 } from 'lucide-react';
import { useId } from 'react';
import { BLACKOUT_REQUEST_MAX_DAYS } from '#shared/constants/talent';
import {
  talentBlackoutRequestSchema,
  type BlackoutRequest,
  type TalentBlackoutRequestInput,
  type TalentBlackoutRequestValues,
} from '#shared/schemas/talent';
import { BlackoutDaysFields } from '#web/components/calendar/blackout-days-fields';
import { DialogForm } from '#web/components/dialog-form/dialog-form';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Select } from '#web/components/ui/select';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useAskBlackout } from '../api/ask-blackout';

const resolver = zodResolver(talentBlackoutRequestSchema);
const FIELDS = [
  'celebrityId',
  'start',
  'end',
  'reason',
] as const satisfies readonly (keyof TalentBlackoutRequestInput)[];
const requestFieldOf = fieldsNamed(FIELDS);

interface BlackoutRequestFormProps {
  /** The user's celebrities: the one to ask for is chosen among them (the only one, already chosen). */
  celebrities: readonly { _id: string; name: string }[];
  onSent: (request: BlackoutRequest) => void;
  onCancel: () => void;
}

/**
 * "Ask for a blackout": whose days, from when to when, and why, checked by the server's own
 * schema. The server's refusals land beside their fields (a start in the past), and a clash with
 * a booking or a blackout (409, naming it) above the buttons, in its own words.
 */
export function BlackoutRequestForm({ celebrities, onSent, onCancel }: BlackoutRequestFormProps) {
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;
  const ask = useAskBlackout();
  const only = celebrities.length === 1 ? celebrities[0] : undefined;
  const form = useAppForm<TalentBlackoutRequestInput, unknown, TalentBlackoutRequestValues>({
    resolver,
    defaultValues: { celebrityId: only?._id ?? '', start: '', end: '', reason: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm
      form={form}
      label="Ask for a blackout"
      submitLabel="Send request"
      firstField={only ? 'start' : 'celebrityId'}
      fieldOf={requestFieldOf}
      send={(values) => ask.mutateAsync(values)}
      onSent={onSent}
      onCancel={onCancel}
      busyLabel="Sending..."
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
            <Select {...control} {...register('celebrityId')}>
              {!only && <option value="">Choose a celebrity</option>}
              {celebrities.map((celebrity) => (
                <option key={celebrity._id} value={celebrity._id}>
                  {celebrity.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <BlackoutDaysFields
          id={id}
          start={register('start')}
          end={register('end')}
          reason={register('reason')}
          errors={{ start: errors.start?.message, end: errors.end?.message, reason: errors.reason?.message }}
          endHint={`The last day, included; at most ${BLACKOUT_REQUEST_MAX_DAYS} days in one request.`}
          reasonHint="The agency reads it; customers never do."
        />
      </div>
    </DialogForm>
  );
}
