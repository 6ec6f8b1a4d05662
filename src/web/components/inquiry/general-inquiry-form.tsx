import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AUDIENCE_SIZES, BUDGET_RANGES, TEXT_LIMITS } from '#shared/constants';
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
import { createInquiry } from './create-inquiry';
import { ConsentField } from './consent-field';
import { InquirerFields } from './inquirer-fields';

type GeneralFormValues = z.input<typeof inquiryInputSchema>;

const VISIBLE_FIELDS = [
  'name',
  'email',
  'phoneNumber',
  'additionalDetails',
  'eventLocation',
  'eventDate',
  'budgetRange',
  'audienceSize',
  'consent',
] as const satisfies readonly (keyof GeneralFormValues)[];
type VisibleField = (typeof VISIBLE_FIELDS)[number];
const generalFieldOf = fieldsNamed(VISIBLE_FIELDS);

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
  const idPrefix = useId();
  const id = (field: VisibleField) => `${idPrefix}-${field}`;
  const [dateRange] = useState(() => ({ min: earliestEventDate(), max: latestEventDate() }));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GeneralFormValues, unknown, InquiryInput>({
    resolver: zodResolver(inquiryInputSchema),
    defaultValues: {
      name: '',
      email: '',
      phoneNumber: '',
      additionalDetails: '',
      eventLocation: '',
      eventDate: '',
      packageName: packageName ?? '',
      consent: false as unknown as true,
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      // Called directly, not through a mutation hook: /contact and /services are server-rendered
      // pages without TanStack Query's provider (decision 0008), and need no cache here.
      await createInquiry({ ...values, celebrityName: '' });
    } catch (error) {
      showServerErrors(error, setError, generalFieldOf);
      return;
    }
    reset();
    onSubmitted();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <RequiredFieldsNote />
      {packageName && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          Package: <strong>{packageName}</strong>
        </p>
      )}
      <input type="hidden" {...register('packageName')} />

      <InquirerFields register={register} errors={errors} idOf={id} />

      <Field id={id('additionalDetails')} label="What do you need?" required error={errors.additionalDetails?.message}>
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
        <Field id={id('eventLocation')} label="City" required error={errors.eventLocation?.message}>
          {(control) => (
            <TextInput
              {...control}
              {...register('eventLocation')}
              autoComplete="address-level2"
              maxLength={TEXT_LIMITS.location}
            />
          )}
        </Field>
        <Field id={id('eventDate')} label="Event date" required error={errors.eventDate?.message}>
          {(control) => (
            <TextInput {...control} {...register('eventDate')} type="date" min={dateRange.min} max={dateRange.max} />
          )}
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('budgetRange')} label="Budget range" error={errors.budgetRange?.message}>
          {(control) => (
            <Select {...control} {...register('budgetRange')}>
              <option value="">Select a budget range</option>
              {BUDGET_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={id('audienceSize')} label="Audience size" error={errors.audienceSize?.message}>
          {(control) => (
            <Select {...control} {...register('audienceSize')}>
              <option value="">Select an audience size</option>
              {AUDIENCE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <ConsentField id={id('consent')} registration={register('consent')} error={errors.consent?.message} />

      <FormAlert message={errors.root?.server?.message} />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="size-5" /> : <Send className="size-5" aria-hidden="true" />}
        {isSubmitting ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
    </form>
  );
}
