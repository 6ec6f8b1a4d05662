import { useId } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { SITE_LIMITS, type SiteSectionState } from '#shared/schemas/site-content';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { packagesFormPath, packagesFormResolver, toPackagesFormValues } from '../utils/package-form-values';
import { listErrorMessage } from '../utils/site-form-errors';
import { EditableList } from './editable-list';
import { PackageFields } from './package-fields';
import { SiteSectionForm } from './site-section-form';

/** The service packages on the Services page, in this order, with their prices and features. */
export function PackagesForm({ state }: { state: SiteSectionState<'packages'> }) {
  const idPrefix = useId();
  const { form, submit, discard, restored, savedSince } = useSiteSectionForm({
    section: 'packages',
    state,
    toFormValues: toPackagesFormValues,
    resolver: packagesFormResolver,
    formPathOf: packagesFormPath,
  });
  const {
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { fields, append, move, remove } = useFieldArray({ control, name: 'items' });

  return (
    <FormProvider {...form}>
      <SiteSectionForm
        title="Packages"
        description="The service packages on the Services page, in this order. Get Started on each sends a general inquiry naming the package."
        updatedAt={state.updatedAt}
        updatedByName={state.updatedByName}
        onSubmit={(event) => void submit(event)}
        onDiscard={discard}
        saving={isSubmitting}
        dirty={isDirty}
        restored={restored}
        savedSince={savedSince}
        rootError={errors.root?.server?.message}
      >
        <EditableList
          label="Packages"
          itemName="package"
          keys={fields.map((field) => field.id)}
          min={1}
          max={SITE_LIMITS.packages}
          error={listErrorMessage(errors.items)}
          emptyText="No packages yet: add at least one."
          onAdd={() => append({ name: '', price: '', summary: '', features: [{ text: '' }], popular: false })}
          onMove={move}
          onRemove={remove}
        >
          {(index) => <PackageFields index={index} idPrefix={idPrefix} />}
        </EditableList>
      </SiteSectionForm>
    </FormProvider>
  );
}
