import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EVENT_TYPES, TEXT_LIMITS } from '#shared/constants';
import { earliestEventDate, latestEventDate } from '#shared/event-date';
import { inquiryInputSchema, type InquiryInput } from '#shared/schemas/inquiry';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Select } from '#web/components/ui/select';
import { Spinner } from '#web/components/ui/spinner';
import { TextInput } from '#web/components/ui/text-input';
import { Textarea } from '#web/components/ui/textarea';
import { fieldsNamed, showServerErrors } from '#web/lib/server-form-errors';
import { useCreateInquiry } from './create-inquiry';
import { ConsentField } from './consent-field';
import { InquirerFields } from './inquirer-fields';

type InquiryFormValues = z.input<typeof inquiryInputSchema>;

/** The fields a visitor fills in; a server error on any other path is shown above the button. */
const VISIBLE_FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'eventType',
  'eventDate',
  'eventLocation',
  'additionalDetails',
  'consent',
] as const satisfies readonly (keyof InquiryFormValues)[];
type VisibleField = (typeof VISIBLE_FIELDS)[number];
const inquiryFieldOf = fieldsNamed(VISIBLE_FIELDS);

interface InquiryFormProps {
  celebrity: { _id: string; name: string };
  /** Called after the inquiry was stored (the form has been reset). */
  onSubmitted: () => void;
}

/**
 * The booking inquiry (SPEC §5), validated in the browser by the same zod schema the server
 * uses. While it is sent the button is disabled with a spinner; on success the form resets;
 * on failure every value stays, and the server's field errors appear beside their fields.
 */
export function InquiryForm({ celebrity, onSubmitted }: InquiryFormProps) {
  const idPrefix = useId();
  const id = (field: VisibleField) => `${idPrefix}-${field}`;
  // The allowed event dates, as the server will check them now.
  const [dateRange] = useState(() => ({ min: earliestEventDate(), max: latestEventDate() }));
  const { mutateAsync } = useCreateInquiry();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InquiryFormValues, unknown, InquiryInput>({
    resolver: zodResolver(inquiryInputSchema),
    defaultValues: {
      name: '',
      email: '',
      phoneNumber: '',
      eventDate: '',
      eventLocation: '',
      additionalDetails: '',
      celebrity: celebrity._id,
      // Never ticked in advance: the visitor agrees by ticking it (the schema wants `true`).
      consent: false as unknown as true,
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await mutateAsync({ ...values, celebrityName: celebrity.name });
    } catch (error) {
      // The api client has shown the failure toast; the typed values stay.
      showServerErrors(error, setError, inquiryFieldOf);
      return;
    }
    reset();
    onSubmitted();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <RequiredFieldsNote />
      <input type="hidden" {...register('celebrity')} />

      <InquirerFields register={register} errors={errors} idOf={id} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('eventType')} label="Event type" required error={errors.eventType?.message}>
          {(control) => (
            <Select {...control} {...register('eventType')}>
              <option value="">Select event type</option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={id('eventDate')} label="Event date" required error={errors.eventDate?.message}>
          {(control) => (
            <TextInput {...control} {...register('eventDate')} type="date" min={dateRange.min} max={dateRange.max} />
          )}
        </Field>
      </div>

      <Field id={id('eventLocation')} label="Event location" required error={errors.eventLocation?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...register('eventLocation')}
            placeholder="City and venue"
            maxLength={TEXT_LIMITS.location}
          />
        )}
      </Field>

      <Field id={id('additionalDetails')} label="Additional details" error={errors.additionalDetails?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('additionalDetails')}
            placeholder="Guests, timings, budget or anything else we should know"
            maxLength={TEXT_LIMITS.longText}
          />
        )}
      </Field>

      <ConsentField id={id('consent')} registration={register('consent')} error={errors.consent?.message} />

      <FormAlert message={errors.root?.server?.message} />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="size-5" /> : <Send className="size-5" aria-hidden="true" />}
        {isSubmitting ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
    </form>
  );
}
