import { useFormContext } from 'react-hook-form';
import { SITE_LIMITS } from '#shared/schemas/site-content';
import { TextInput } from '#web/components/ui/text-input';
import { FieldErrorText } from '#web/components/ui/field-error-text';
import type { PackagesFormValues } from '../utils/package-form-values';
import { SectionList } from './section-list';
import { FormGroup } from '../../components/form-group';

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
  const featureErrors = errors.items?.[packageIndex]?.features;
  const ofPackage = `of package ${packageIndex + 1}`;
  return (
    <FormGroup
      title="Features"
      hiddenTitleSuffix={ofPackage}
      description="What the package includes, one line each, as its card lists them."
    >
      <SectionList
        control={control}
        name={`items.${packageIndex}.features`}
        label="Features"
        itemName="feature"
        itemLabel={(index) => `feature ${index + 1} ${ofPackage}`}
        addLabel={`Add feature to package ${packageIndex + 1}`}
        min={1}
        max={SITE_LIMITS.packageFeatures}
        emptyText="No features yet: add at least one."
        compact
        newItem={() => ({ text: '' })}
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
      </SectionList>
    </FormGroup>
  );
}
