import { useFieldArray, useFormContext } from 'react-hook-form';
import { SITE_LIMITS } from '#shared/schemas/site-content';
import { TextInput } from '#web/components/ui/text-input';
import { FieldErrorText } from '#web/features/admin/celebrity-form/components/field-error-text';
import type { PackagesFormValues } from '../utils/package-form-values';
import { listErrorMessage } from '../utils/site-form-errors';
import { EditableList } from './editable-list';
import { FormGroup } from './form-group';

interface PackageFeaturesListProps {
  /** The package's row in the form. */
  packageIndex: number;
  idPrefix: string;
}

/** What a package includes, 1 to 10 lines, in the order its card lists them. */
export function PackageFeaturesList({ packageIndex, idPrefix }: PackageFeaturesListProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PackagesFormValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: `items.${packageIndex}.features` });
  const featureErrors = errors.items?.[packageIndex]?.features;
  const ofPackage = `of package ${packageIndex + 1}`;
  return (
    <FormGroup title="Features" description="What the package includes, one line each, as its card lists them.">
      <EditableList
        label="Features"
        itemName="feature"
        itemLabel={(index) => `feature ${index + 1} ${ofPackage}`}
        addLabel={`Add feature to package ${packageIndex + 1}`}
        keys={fields.map((field) => field.id)}
        min={1}
        max={SITE_LIMITS.packageFeatures}
        error={listErrorMessage(featureErrors)}
        emptyText="No features yet: add at least one."
        compact
        onAdd={() => append({ text: '' })}
        onMove={move}
        onRemove={remove}
      >
        {(index) => {
          const id = `${idPrefix}-features-${index}`;
          const error = featureErrors?.[index]?.text?.message;
          return (
            <>
              <TextInput
                id={id}
                aria-label={`Feature ${index + 1} ${ofPackage}`}
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`items.${packageIndex}.features.${index}.text`)}
                maxLength={120}
                autoComplete="off"
              />
              {error && <FieldErrorText id={`${id}-error`} message={error} />}
            </>
          );
        }}
      </EditableList>
    </FormGroup>
  );
}
