import { EVENT_TYPES } from '#shared/constants/inquiries';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import type { Inquiry } from '#shared/schemas/inquiry';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Select } from '#web/components/ui/select';
import { SelectOptions } from '#web/components/ui/select-options';
import { TextInput } from '#web/components/ui/text-input';
import { Textarea } from '#web/components/ui/textarea';
import { useCreateInquiry } from './create-inquiry';
import { EventDateField } from './event-date-field';
import { InquirerFields } from './inquirer-fields';
import { InquiryFormEnd } from './inquiry-form-end';
import { BudgetAndGuestsFields, CompanyBillingFields } from './quote-needs-fields';
import { useInquiryForm } from './use-inquiry-form';

interface InquiryFormProps {
  celebrity: { _id: string; name: string };
  /** Called after the inquiry was stored (the form has been reset), with the inquiry and its reference. */
  onSubmitted: (inquiry: Inquiry) => void;
}

/**
 * The booking inquiry (SPEC §5), validated in the browser by the same zod schema the server
 * uses. While it is sent the button is disabled with a spinner; on success the form resets;
 * on failure every value stays, and the server's field errors appear beside their fields.
 */
export function InquiryForm({ celebrity, onSubmitted }: InquiryFormProps) {
  const { mutateAsync } = useCreateInquiry();
  const { form, idOf, dateRange, onSubmit } = useInquiryForm({
    visibleFields: [
      'name',
      'email',
      'phoneNumber',
      'eventType',
      'eventDate',
      'eventLocation',
      'additionalDetails',
      'budgetPaise',
      'guests',
      'companyName',
      'gstin',
      'billingState',
      'consent',
    ],
    defaultValues: {
      name: '',
      email: '',
      phoneNumber: '',
      eventDate: '',
      eventLocation: '',
      additionalDetails: '',
      budgetPaise: '',
      guests: '',
      companyName: '',
      gstin: '',
      billingState: '',
      celebrity: celebrity._id,
    },
    send: (values) => mutateAsync({ ...values, celebrityName: celebrity.name }),
    onSubmitted,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <RequiredFieldsNote />
      <input type="hidden" {...register('celebrity')} />

      <InquirerFields register={register} errors={errors} idOf={idOf} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={idOf('eventType')} label="Event type" required error={errors.eventType?.message}>
          {(control) => (
            <Select {...control} {...register('eventType')}>
              <SelectOptions placeholder="Select event type" values={EVENT_TYPES} />
            </Select>
          )}
        </Field>
        <EventDateField
          id={idOf('eventDate')}
          register={register}
          errors={errors}
          dateRange={dateRange}
          takenFor={{ celebrityId: celebrity._id, control: form.control }}
        />
      </div>

      <Field id={idOf('eventLocation')} label="Event location" required error={errors.eventLocation?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...register('eventLocation')}
            placeholder="City and venue"
            maxLength={TEXT_LIMITS.location}
          />
        )}
      </Field>

      <Field id={idOf('additionalDetails')} label="Additional details" error={errors.additionalDetails?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('additionalDetails')}
            placeholder="Timings, the programme or anything else we should know"
            maxLength={TEXT_LIMITS.longText}
          />
        )}
      </Field>

      <BudgetAndGuestsFields register={register} errors={errors} idOf={idOf} />
      <CompanyBillingFields register={register} errors={errors} idOf={idOf} />

      <InquiryFormEnd consentId={idOf('consent')} register={register} errors={errors} isSubmitting={isSubmitting} />
    </form>
  );
}
