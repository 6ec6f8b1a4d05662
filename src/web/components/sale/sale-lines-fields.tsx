import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { DEFAULT_SAC, QUOTE_LINE_KIND_LABELS, QUOTE_LINE_KINDS } from '#shared/gst/quote-tax';
import { MAX_QUOTE_LINES } from '#shared/schemas/quote';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FieldErrorText } from '#web/components/ui/field-error-text';
import { Select } from '#web/components/ui/select';
import { TextField } from '#web/components/ui/text-field';
import { emptyLine, type SaleFormValues } from '#web/lib/sale-form';

/**
 * A sale's lines, as a quote and a booking agreed by phone both enter them: what each is for, its
 * description, quantity and rate, SAC, and whether it is passed on at cost. Inside a FormProvider
 * whose values hold a sale's fields (`#web/lib/sale-form`).
 */
export function SaleLinesFields({ idPrefix }: { idPrefix: string }) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<SaleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <div>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const id = (name: string) => `${idPrefix}-line-${index}-${name}`;
          const lineErrors = errors.lines?.[index];
          const kind = watch(`lines.${index}.kind`);
          return (
            <li key={field.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
              <fieldset className="min-w-0">
                <legend className="text-sm font-semibold text-brand-950">Line {index + 1}</legend>
                <div className="mt-2 grid gap-3 sm:grid-cols-6">
                  <Field
                    id={id('kind')}
                    label="For"
                    required
                    error={lineErrors?.kind?.message}
                    className="sm:col-span-2"
                  >
                    {(props) => (
                      <Select {...props} {...register(`lines.${index}.kind`)}>
                        {QUOTE_LINE_KINDS.map((option) => (
                          <option key={option} value={option}>
                            {QUOTE_LINE_KIND_LABELS[option]}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                  <TextField
                    id={id('description')}
                    label="Description"
                    required
                    className="sm:col-span-4"
                    error={lineErrors?.description?.message}
                    input={{ ...register(`lines.${index}.description`), maxLength: 200, autoComplete: 'off' }}
                  />
                  <TextField
                    id={id('quantity')}
                    label="Quantity"
                    required
                    error={lineErrors?.quantity?.message}
                    input={{
                      ...register(`lines.${index}.quantity`, { valueAsNumber: true }),
                      type: 'number',
                      inputMode: 'numeric',
                      min: 1,
                    }}
                  />
                  <TextField
                    id={id('rate')}
                    label="Rate (₹)"
                    required
                    className="sm:col-span-2"
                    error={lineErrors?.rate?.message}
                    input={{
                      ...register(`lines.${index}.rate`),
                      inputMode: 'decimal',
                      placeholder: '2,00,000',
                      autoComplete: 'off',
                    }}
                  />
                  <TextField
                    id={id('sac')}
                    label="SAC"
                    hint={`Empty: ${DEFAULT_SAC[kind ?? 'other']}`}
                    error={lineErrors?.sac?.message}
                    input={{
                      ...register(`lines.${index}.sac`),
                      inputMode: 'numeric',
                      maxLength: 6,
                      autoComplete: 'off',
                    }}
                  />
                  <label className="flex items-center gap-2 self-center text-sm text-slate-800 sm:col-span-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      {...register(`lines.${index}.reimbursement`)}
                    />
                    At actual cost (no GST)
                  </label>
                </div>
                <div className="mt-2 flex justify-end">
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    disabled={fields.length <= 1}
                    className="flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm text-slate-600 enabled:hover:bg-red-50 enabled:hover:text-red-700 disabled:opacity-40"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Remove line {index + 1}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && <FieldErrorText id={`${idPrefix}-lines-error`} message={listError} />}
      <Button
        type="button"
        variant="outline"
        className="mt-3"
        disabled={fields.length >= MAX_QUOTE_LINES}
        onClick={() => append(emptyLine('other'))}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a line
      </Button>
    </div>
  );
}
