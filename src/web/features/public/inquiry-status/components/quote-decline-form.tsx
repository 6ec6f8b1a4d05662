import { zodResolver } from '@hookform/resolvers/zod';
import { type QuoteDeclineInput, quoteDeclineSchema } from '#shared/schemas/quote';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { Textarea } from '#web/components/ui/textarea';
import { formSubmit } from '#web/lib/form-submit';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useAppStarted } from '#web/lib/use-app-started';
import { quoteDeclineAction, useDeclineQuote } from '../api/decline-quote';

const fieldOf = fieldsNamed(['reason'] as const);

/**
 * Declining a quote, folded away under its summary: a reason if the customer wants to give one.
 * Also a plain form posting to the server, so a tap before the page's script runs is not lost:
 * the server answers it with this page again (`?quote=declined`, decision 0047).
 */
export function QuoteDeclineForm({ token, version }: { token: string; version: number }) {
  const decline = useDeclineQuote(token);
  const started = useAppStarted();
  const form = useAppForm<QuoteDeclineInput>({
    resolver: zodResolver(quoteDeclineSchema),
    defaultValues: { reason: '', version },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = formSubmit(form, fieldOf, (values) => decline.mutateAsync({ ...values, version }));
  return (
    <details className="group rounded-xl border border-slate-200 p-4 sm:p-5">
      <summary className="cursor-pointer font-semibold text-slate-800">Decline this quote</summary>
      <form
        method="post"
        action={quoteDeclineAction(token)}
        noValidate={started}
        aria-label="Decline this quote"
        onSubmit={submit}
        className="mt-4 space-y-4"
      >
        {/* The version read, for the form's own post; the app sends the same from its props. */}
        <input type="hidden" name="version" value={version} />
        <Field
          id="decline-reason"
          label="Why? (optional)"
          hint="It helps us make a better offer."
          error={errors.reason?.message}
        >
          {(control) => <Textarea {...control} {...register('reason')} rows={3} maxLength={1000} />}
        </Field>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          Decline quote
        </Button>
      </form>
    </details>
  );
}
