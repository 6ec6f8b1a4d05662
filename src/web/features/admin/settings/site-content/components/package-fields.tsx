import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '#web/components/ui/field';
import { TextField } from '#web/components/ui/text-field';
import { TextInput } from '#web/components/ui/text-input';
import type { PackagesFormValues } from '../utils/package-form-values';
import { PackageFeaturesList } from './package-features-list';

interface PackageFieldsProps {
  index: number;
  idPrefix: string;
}

/** One package's card on the Services page: name, price, summary, features, and the Most popular mark. */
export function PackageFields({ index, idPrefix }: PackageFieldsProps) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<PackagesFormValues>();
  const id = (name: string) => `${idPrefix}-${index}-${name}`;
  const itemErrors = errors.items?.[index];

  // One package at most is marked: ticking one unticks the others, as a person expects.
  const untickOthers = (checked: boolean) => {
    if (!checked) return;
    getValues('items').forEach((item, other) => {
      if (other !== index && item.popular) setValue(`items.${other}.popular`, false, { shouldDirty: true });
    });
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={id('name')}
        label="Name"
        required
        error={itemErrors?.name?.message}
        input={{ ...register(`items.${index}.name`), maxLength: 40, autoComplete: 'off' }}
      />
      <Field
        id={id('price')}
        label="Price per event (₹), empty for Custom"
        hint="In whole rupees, such as 2,00,000."
        error={itemErrors?.price?.message}
      >
        {(props) => (
          <TextInput
            {...props}
            {...register(`items.${index}.price`)}
            inputMode="numeric"
            placeholder="Custom"
            maxLength={20}
            autoComplete="off"
          />
        )}
      </Field>
      <TextField
        id={id('summary')}
        label="Summary"
        required
        hint="Who the package is for, in a sentence."
        error={itemErrors?.summary?.message}
        className="sm:col-span-2"
        input={{ ...register(`items.${index}.summary`), maxLength: 200, autoComplete: 'off' }}
      />
      <div className="sm:col-span-2">
        <PackageFeaturesList packageIndex={index} idPrefix={id('package')} />
      </div>
      <div className="sm:col-span-2">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            aria-describedby={id('popular-hint')}
            {...register(`items.${index}.popular`, {
              onChange: (event: ChangeEvent<HTMLInputElement>) => untickOthers(event.target.checked),
            })}
            className="size-5 cursor-pointer rounded border-slate-300 accent-brand-700"
          />
          Most popular
        </label>
        <p id={id('popular-hint')} className="text-xs text-slate-600">
          The card stands out with a Most Popular badge. One package at most: ticking this one unticks the others.
        </p>
      </div>
    </div>
  );
}
