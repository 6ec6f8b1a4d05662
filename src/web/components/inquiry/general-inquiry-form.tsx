import { AUDIENCE_SIZES, BUDGET_RANGES } from '#shared/constants/inquiries';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { Field } from '#web/components/ui/field';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Select } from '#web/components/ui/select';
import { SelectOptions } from '#web/components/ui/select-options';
import { TextInput } from '#web/components/ui/text-input';
import { Textarea } from '#web/components/ui/textarea';
import { createInquiry } from './create-inquiry';
import { EventDateField } from './event-date-field';
import { InquirerFields } from './inquirer-fields';
import { InquiryFormEnd } from './inquiry-form-end';
import { CompanyBillingFields } from './quote-needs-fields';
import { useInquiryForm } from './use-inquiry-form';

interface GeneralInquiryFormProps {
  /** The service package it was started from ("Get Started"), if any. */
  packageName?: string | undefined;
  /** Called after the inquiry was stored (the form has been reset). */
  onSubmitted: () => void;
}

/**
 * A general inquiry, for a visitor who wants a package or does not yet know which celebrity:
 * the same call, schema, toasts and consent as a booking, without a celebrity.
 */
export function GeneralInquiryForm({ packageName, onSubmitted }: GeneralInquiryFormProps) {
  const { form, idOf, dateRange, onSubmit } = useInquiryForm({
    visibleFields: [
      'name',
      'email',
      'phoneNumber',
      'additionalDetails',
      'eventLocation',
      'eventDate',
      'budgetRange',
      'audienceSize',
      'companyName',
      'gstin',
      'billingState',
      'consent',
    ],
    defaultValues: {
      name: '',
      email: '',
      phoneNumber: '',
      additionalDetails: '',
      eventLocation: '',
      eventDate: '',
      packageName: packageName ?? '',
      companyName: '',
      gstin: '',
      billingState: '',
    },
    // Called directly, not through a mutation hook: /contact and /services are server-rendered
    // pages without TanStack Query's provider (decision 0008), and need no cache here.
    send: (values) => createInquiry({ ...values, celebrityName: '' }),
    onSubmitted,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <RequiredFieldsNote />
      {packageName && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Package: <strong>{packageName}</strong>
        </p>
      )}
      <input type="hidden" {...register('packageName')} />

      <InquirerFields register={register} errors={errors} idOf={idOf} />

      <Field
        id={idOf('additionalDetails')}
        label="What do you need?"
        required
        error={errors.additionalDetails?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('additionalDetails')}
            placeholder="The occasion, the kind of celebrity or performance, anything we should know"
            maxLength={TEXT_LIMITS.longText}
          />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={idOf('eventLocation')} label="City" required error={errors.eventLocation?.message}>
          {(control) => (
            <TextInput
              {...control}
              {...register('eventLocation')}
              autoComplete="address-level2"
              maxLength={TEXT_LIMITS.location}
            />
          )}
        </Field>
        <EventDateField id={idOf('eventDate')} register={register} errors={errors} dateRange={dateRange} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={idOf('budgetRange')} label="Budget range" error={errors.budgetRange?.message}>
          {(control) => (
            <Select {...control} {...register('budgetRange')}>
              <SelectOptions placeholder="Select a budget range" values={BUDGET_RANGES} />
            </Select>
          )}
        </Field>
        <Field id={idOf('audienceSize')} label="Audience size" error={errors.audienceSize?.message}>
          {(control) => (
            <Select {...control} {...register('audienceSize')}>
              <SelectOptions placeholder="Select an audience size" values={AUDIENCE_SIZES} />
            </Select>
          )}
        </Field>
      </div>

      <CompanyBillingFields register={register} errors={errors} idOf={idOf} />

      <InquiryFormEnd consentId={idOf('consent')} register={register} errors={errors} isSubmitting={isSubmitting} />
    </form>
  );
}
