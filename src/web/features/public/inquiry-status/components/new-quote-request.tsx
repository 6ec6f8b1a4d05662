import { zodResolver } from '@hookform/resolvers/zod';
import { formatIndianTime } from '#shared/format';
import { type NewQuoteRequestInput, newQuoteRequestSchema } from '#shared/schemas/quote';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { Textarea } from '#web/components/ui/textarea';
import { formSubmit } from '#web/lib/form-submit';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useAppStarted } from '#web/lib/use-app-started';
import { useRequestNewQuote } from '../api/request-new-quote';

const fieldOf = fieldsNamed(['message'] as const);

/**
 * "Ask for a new quote", when the one shown can no longer be accepted: what to change, if
 * anything; the team is alerted. Once asked, the page says when, and it can be asked again.
 */
export function NewQuoteRequest({ token, askedAt }: { token: string; askedAt: string | null }) {
  const request = useRequestNewQuote(token);
  // Not yet a form the server takes by itself: its button waits for the app (which the first
  // touch or focus starts), so a tap before then never posts it to the page as a query.
  const started = useAppStarted();
  const form = useAppForm<NewQuoteRequestInput>({
    resolver: zodResolver(newQuoteRequestSchema),
    defaultValues: { message: '' },
  });
  const { register, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const submit = formSubmit(
    form,
    fieldOf,
    (values) => request.mutateAsync(values),
    () => reset({ message: '' }),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {askedAt && (
        <p role="status" className="rounded-lg bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
          You asked for a new quote on {formatIndianTime(askedAt)}. The team will send it to you by e-mail.
        </p>
      )}
      <Field
        id="new-quote-message"
        label="What should the new quote change? (optional)"
        error={errors.message?.message}
      >
        {(control) => <Textarea {...control} {...register('message')} rows={3} maxLength={1000} />}
      </Field>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting || !started}>
        Ask for a new quote
      </Button>
    </form>
  );
}
