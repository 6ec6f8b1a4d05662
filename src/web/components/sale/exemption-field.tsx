import { useFormContext } from 'react-hook-form';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/textarea';
import type { SaleFormValues } from '#web/lib/sale-form';

/** A sale's exemption from GST: empty charges GST; a reason charges none and is kept. */
export function ExemptionField({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SaleFormValues>();
  return (
    <Field
      id={`${idPrefix}-exemption`}
      label="Exempt from GST because"
      hint="Leave empty to charge GST. A reason here charges none and is kept on the timeline and in the audit log."
      error={errors.exemptionReason?.message}
    >
      {(props) => <Textarea {...props} {...register('exemptionReason')} rows={2} maxLength={500} />}
    </Field>
  );
}
