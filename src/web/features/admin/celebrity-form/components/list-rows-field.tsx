import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { Button } from '#web/components/ui/button';
import { TextInput } from '#web/components/ui/text-input';
import type { CelebrityFormValues } from '../utils/celebrity-form-values';
import { FieldErrorText } from '#web/components/ui/field-error-text';

interface ListRowsFieldProps {
  name: 'specialties' | 'achievements';
  /** The list's legend, e.g. "Specialties". */
  label: string;
  /** One row's name, e.g. "Specialty": labels "Specialty 1", "Add Specialty". */
  itemLabel: string;
  placeholder: string;
}

/**
 * A list of text rows (SPEC §4, §5): it starts with one, more can be added, any row but the
 * first can be removed, and the first is required. Adding focuses the new row; removing
 * focuses the row above, so the keyboard never falls back to the top of the page.
 */
export function ListRowsField({ name, label, itemLabel, placeholder }: ListRowsFieldProps) {
  const idPrefix = useId();
  const { control, formState } = useFormContext<CelebrityFormValues>();
  const { field, fieldState } = useController({ control, name });
  const rows = field.value;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    inputs.current[focusRow.current]?.focus();
    focusRow.current = null;
  });

  const listError = fieldState.error?.message;
  const rowErrors = formState.errors[name];
  const listErrorId = `${idPrefix}-error`;

  const change = (next: string[]) => field.onChange(next);

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <p id={`${idPrefix}-hint`} className="mt-1 text-xs text-slate-600">
        The first {itemLabel.toLowerCase()} is required; empty rows are left out.
      </p>
      <ul className="mt-2 space-y-2.5">
        {rows.map((value, index) => {
          const rowError = index > 0 || !listError ? rowErrors?.[index]?.message : undefined;
          const rowErrorId = `${idPrefix}-${index}-error`;
          const describedBy =
            [
              index === 0 ? `${idPrefix}-hint` : '',
              index === 0 && listError ? listErrorId : '',
              rowError ? rowErrorId : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined;
          return (
            // Rows are plain controlled values without identity of their own: the index is the key.
            <li key={index}>
              <div className="flex items-center gap-2">
                <TextInput
                  ref={(element) => {
                    inputs.current[index] = element;
                    // react-hook-form focuses the first row when the list is in error.
                    if (index === 0) field.ref(element);
                  }}
                  id={`${idPrefix}-${index}`}
                  aria-label={`${itemLabel} ${index + 1}`}
                  aria-required={index === 0 ? true : undefined}
                  aria-invalid={(index === 0 && listError) || rowError ? true : undefined}
                  aria-describedby={describedBy}
                  value={value}
                  placeholder={placeholder}
                  maxLength={TEXT_LIMITS.listItem}
                  onChange={(event) => change(rows.map((row, i) => (i === index ? event.target.value : row)))}
                  onBlur={field.onBlur}
                />
                {index > 0 ? (
                  <button
                    type="button"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700"
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                    onClick={() => {
                      focusRow.current = index - 1;
                      change(rows.filter((_, i) => i !== index));
                    }}
                  >
                    <X className="size-5" aria-hidden="true" />
                  </button>
                ) : (
                  // Keeps the first row as wide as the others.
                  rows.length > 1 && <span className="size-11 shrink-0" aria-hidden="true" />
                )}
              </div>
              {rowError && <FieldErrorText id={rowErrorId} message={rowError} />}
              {index === 0 && listError && <FieldErrorText id={listErrorId} message={listError} />}
            </li>
          );
        })}
      </ul>
      {rows.length < TEXT_LIMITS.listItems && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => {
            focusRow.current = rows.length;
            change([...rows, '']);
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add {itemLabel}
        </Button>
      )}
    </fieldset>
  );
}
