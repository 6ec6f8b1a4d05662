import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { BusinessDetailsInput } from '#shared/schemas/business-details';
import { Button } from '#web/components/ui/button';
import { FieldErrorText } from '#web/components/ui/field-error-text';
import { TextField } from '#web/components/ui/text-field';

const MAX_SLABS = 6;

/**
 * The cancellation slabs: "cancelled at least N days before the event: P % of the total is
 * kept". The server keeps them from the earliest notice down; one must start at 0 days.
 */
export function CancellationSlabsList({ idPrefix }: { idPrefix: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<BusinessDetailsInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'cancellationSlabs' });
  const listError = errors.cancellationSlabs?.root?.message ?? errors.cancellationSlabs?.message;
  return (
    <div>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <fieldset className="flex flex-wrap items-end gap-3">
              <legend className="sr-only">Slab {index + 1}</legend>
              <TextField
                id={`${idPrefix}-slab-${index}-days`}
                label="At least this many days before"
                required
                className="w-52"
                error={errors.cancellationSlabs?.[index]?.daysBefore?.message}
                input={{
                  ...register(`cancellationSlabs.${index}.daysBefore`, { valueAsNumber: true }),
                  type: 'number',
                  inputMode: 'numeric',
                  min: 0,
                  max: 365,
                }}
              />
              <TextField
                id={`${idPrefix}-slab-${index}-keep`}
                label="Share of the total kept (%)"
                required
                className="w-52"
                error={errors.cancellationSlabs?.[index]?.keepPercent?.message}
                input={{
                  ...register(`cancellationSlabs.${index}.keepPercent`, { valueAsNumber: true }),
                  type: 'number',
                  inputMode: 'numeric',
                  min: 0,
                  max: 100,
                }}
              />
              <button
                type="button"
                aria-label={`Remove slab ${index + 1}`}
                title={`Remove slab ${index + 1}`}
                disabled={fields.length <= 1}
                onClick={() => remove(index)}
                className="mb-0.5 flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors enabled:hover:bg-red-50 enabled:hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-35"
              >
                <Trash2 className="size-5" aria-hidden="true" />
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {listError && <FieldErrorText id={`${idPrefix}-slabs-error`} message={listError} />}
      <Button
        type="button"
        variant="outline"
        className="mt-3"
        disabled={fields.length >= MAX_SLABS}
        onClick={() => append({ daysBefore: 0, keepPercent: 100 })}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add a slab
      </Button>
    </div>
  );
}
