import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { earliestEventDate, latestEventDate } from '#shared/event-date';
import { inquiryFormSchema, type InquiryInput } from '#shared/schemas/inquiry';
import { formSubmit } from '#web/lib/form-submit';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';

/** The form's values as typed: the budget and the guests are text, read into numbers on submit. */
export type InquiryFormValues = z.input<typeof inquiryFormSchema>;

interface InquiryFormOptions<F extends keyof InquiryFormValues, R> {
  /** The fields the visitor sees; a server error on any other path is shown above the button. */
  visibleFields: readonly F[];
  /** The values the form starts from (and returns to after a send). */
  defaultValues: DefaultValues<InquiryFormValues>;
  /** Sends the checked values; a refusal is an `ApiError` whose field errors land on the fields. */
  send: (values: InquiryInput) => Promise<R>;
  /** Called after the inquiry was stored (the form has been reset), with what `send` answered. */
  onSubmitted: (sent: R) => void;
}

/**
 * What every inquiry form shares: the zod schema the server uses (as a form types it), the ids of its controls, the
 * allowed event dates as the server will check them now, and a submit that keeps every typed
 * value on failure (the api client has shown the toast) and resets on success.
 */
export function useInquiryForm<F extends keyof InquiryFormValues, R>({
  visibleFields,
  defaultValues,
  send,
  onSubmitted,
}: InquiryFormOptions<F, R>) {
  const idPrefix = useId();
  const [dateRange] = useState(() => ({ min: earliestEventDate(), max: latestEventDate() }));
  const [fieldOf] = useState(() => fieldsNamed(visibleFields));
  const form = useAppForm<InquiryFormValues, unknown, InquiryInput>({
    resolver: zodResolver(inquiryFormSchema),
    // Consent is never ticked in advance: the visitor agrees by ticking it (the schema wants `true`).
    defaultValues: { ...defaultValues, consent: false as unknown as true },
  });

  const onSubmit = formSubmit(form, fieldOf, send, (sent) => {
    form.reset();
    onSubmitted(sent);
  });

  return { form, idOf: (field: F) => `${idPrefix}-${field}`, dateRange, onSubmit };
}
