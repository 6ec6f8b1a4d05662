import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import type { z } from 'zod';
import { formatPrice } from '#shared/format';
import { inquiryQuoteFormSchema, type Inquiry } from '#shared/schemas/inquiry';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { fieldsNamed, showServerErrors } from '#web/lib/server-form-errors';
import { useQuoteInquiry } from '../api/quote-inquiry';
import { useAppForm } from '#web/lib/use-app-form';

type QuoteFormValues = z.input<typeof inquiryQuoteFormSchema>;
type QuoteFormOutput = z.output<typeof inquiryQuoteFormSchema>;

const quoteFieldOf = fieldsNamed(['quotedAmount'] as const);

/** The amount quoted to the customer, typed in rupees ("2,00,000"); blank clears it. */
export function InquiryQuoteForm({ inquiry }: { inquiry: Inquiry }) {
  const quote = useQuoteInquiry();
  const saved = inquiry.quotedAmount === null ? '' : formatPrice(inquiry.quotedAmount).replace('₹', '');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useAppForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(inquiryQuoteFormSchema),
    defaultValues: { quotedAmount: saved },
  });
  // Another tab or person changed it: show the stored amount unless this form is being edited.
  useEffect(() => {
    if (!isDirty) reset({ quotedAmount: saved });
  }, [saved, isDirty, reset]);

  const submit = handleSubmit(async ({ quotedAmount }) => {
    try {
      const updated = await quote.mutateAsync({ id: inquiry._id, quotedAmount });
      reset({
        quotedAmount: updated.quotedAmount === null ? '' : formatPrice(updated.quotedAmount).replace('₹', ''),
      });
    } catch (error) {
      showServerErrors(error, setError, quoteFieldOf);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
      <Field
        id="inquiry-quote"
        label="Quoted amount (₹)"
        error={errors.quotedAmount?.message}
        className="min-w-0 flex-1"
      >
        {(control) => (
          <TextInput {...control} {...register('quotedAmount')} inputMode="numeric" placeholder="e.g. 2,00,000" />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={isSubmitting} className={errors.quotedAmount ? 'mb-6' : ''}>
        Save
      </Button>
    </form>
  );
}
