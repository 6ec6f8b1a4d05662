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
import { newQuoteRequestAction, useRequestNewQuote } from '../api/request-new-quote';

const fieldOf = fieldsNamed(['message'] as const);

/**
 * "Ask for a new quote", when the one shown can no longer be accepted: what to change, if
 * anything; the team is alerted. Once asked, the page says when, and it can be asked again. Also
 * a plain form posting to the server, so a tap before the page's script runs is not lost
 * (`?quote=new-quote-asked`, decision 0047).
 */
export function NewQuoteRequest({ token, askedAt }: { token: string; askedAt: string | null }) {
  const request = useRequestNewQuote(token);
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
    <form
      method="post"
      action={newQuoteRequestAction(token)}
      noValidate={started}
      aria-label="Ask for a new quote"
      onSubmit={submit}
      className="space-y-4"
    >
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
      <Button type="submit" disabled={isSubmitting}>
        Ask for a new quote
      </Button>
    </form>
  );
}
