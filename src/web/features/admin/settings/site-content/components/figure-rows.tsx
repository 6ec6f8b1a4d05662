import { useFormContext } from 'react-hook-form';
import { SITE_LIMITS } from '#shared/schemas/site-content';
import { TextField } from '#web/components/ui/text-field';
import { FieldErrorText } from '#web/components/ui/field-error-text';
import type { FiguresFormValues } from '../utils/figures-form-values';

interface FigureRowsProps {
  name: 'homeStats' | 'impactStats';
  idPrefix: string;
}

const ROWS = Array.from({ length: SITE_LIMITS.figures }, (_, index) => index);

/**
 * Exactly four figures, each a value ("500+") and what it counts: the public rows are laid out
 * for four, so the rows are fixed rather than added and removed.
 */
export function FigureRows({ name, idPrefix }: FigureRowsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<FiguresFormValues>();
  const rowErrors = errors[name];
  return (
    <>
      <ol className="grid gap-4 lg:grid-cols-2">
        {ROWS.map((index) => (
          <li key={index} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <fieldset>
              <legend className="text-sm font-semibold text-brand-950">Figure {index + 1}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,8rem)_minmax(0,1fr)]">
                <TextField
                  id={`${idPrefix}-${index}-value`}
                  label="Figure"
                  required
                  error={rowErrors?.[index]?.value?.message}
                  input={{ ...register(`${name}.${index}.value`), maxLength: 12, autoComplete: 'off' }}
                />
                <TextField
                  id={`${idPrefix}-${index}-label`}
                  label="Label"
                  required
                  error={rowErrors?.[index]?.label?.message}
                  input={{ ...register(`${name}.${index}.label`), maxLength: 40, autoComplete: 'off' }}
                />
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {rowErrors?.message && <FieldErrorText id={`${idPrefix}-error`} message={rowErrors.message} />}
    </>
  );
}
