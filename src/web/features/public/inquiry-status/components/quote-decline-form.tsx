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
import { useDeclineQuote } from '../api/decline-quote';

const fieldOf = fieldsNamed(['reason'] as const);

/** Declining a quote, folded away under its summary: a reason if the customer wants to give one. */
export function QuoteDeclineForm({ token, version }: { token: string; version: number }) {
  const decline = useDeclineQuote(token);
  // Not yet a form the server takes by itself: its button waits for the app (which the first
  // touch or focus starts), so a tap before then never posts it to the page as a query.
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
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field
          id="decline-reason"
          label="Why? (optional)"
          hint="It helps us make a better offer."
          error={errors.reason?.message}
        >
          {(control) => <Textarea {...control} {...register('reason')} rows={3} maxLength={1000} />}
        </Field>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" variant="outline" disabled={isSubmitting || !started}>
          Decline quote
        </Button>
      </form>
    </details>
  );
}
