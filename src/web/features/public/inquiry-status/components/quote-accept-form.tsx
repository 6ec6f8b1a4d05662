import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { type QuoteAcceptanceInput, quoteAcceptanceSchema } from '#shared/schemas/quote';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { TextInput } from '#web/components/ui/text-input';
import { formSubmit } from '#web/lib/form-submit';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useAppForm } from '#web/lib/use-app-form';
import { useAppStarted } from '#web/lib/use-app-started';
import { quoteAcceptAction, useAcceptQuote } from '../api/accept-quote';

const fieldOf = fieldsNamed(['name', 'agree'] as const);

/**
 * Accepting a quote: the customer's full name typed as their signature and the tick, for the
 * version they are reading (a newer one sent meanwhile is refused, and the page says so). It is
 * also a plain form posting to the server, so a tap before the page's script runs is not lost:
 * the server answers it with this page again (`?quote=`, decision 0047).
 */
export function QuoteAcceptForm({ token, version, total }: { token: string; version: number; total: string }) {
  const accept = useAcceptQuote(token);
  const started = useAppStarted();
  const form = useAppForm<QuoteAcceptanceInput>({
    resolver: zodResolver(quoteAcceptanceSchema),
    defaultValues: { name: '', agree: false as unknown as true, version },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = formSubmit(form, fieldOf, (values) => accept.mutateAsync({ ...values, version }));
  const agreeError = errors.agree?.message;
  return (
    <form
      method="post"
      action={quoteAcceptAction(token)}
      noValidate={started}
      aria-labelledby="accept-quote-heading"
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 sm:p-5"
    >
      <h3 id="accept-quote-heading" className="text-lg font-bold text-brand-950">
        Accept this quote
      </h3>
      <p className="text-sm text-slate-700">
        Type your full name as your signature. Accepting books the quote at {total}; the advance is then due.
      </p>
      {/* The version read, for the form's own post; the app sends the same from its props. */}
      <input type="hidden" name="version" value={version} />
      <Field id="accept-name" label="Your full name" required error={errors.name?.message}>
        {(control) => (
          <TextInput {...control} {...register('name')} autoComplete="name" required minLength={2} maxLength={120} />
        )}
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="accept-agree"
            type="checkbox"
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? 'accept-agree-error' : undefined}
            aria-required
            required
            className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600"
            {...register('agree')}
          />
          <label htmlFor="accept-agree" className="text-sm text-slate-800">
            I accept this quotation and its terms
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </label>
        </div>
        {agreeError && (
          <p id="accept-agree-error" className="mt-1.5 text-sm font-medium text-red-700">
            {agreeError}
          </p>
        )}
      </div>
      <FormAlert message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Accept quote
      </Button>
    </form>
  );
}
