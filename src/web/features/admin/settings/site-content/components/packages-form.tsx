import { useId } from 'react';
import { SITE_LIMITS, type SiteSectionState } from '#shared/schemas/site-content';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { packagesFormPath, packagesFormResolver, toPackagesFormValues } from '../utils/package-form-values';
import { SectionList } from './section-list';
import { PackageFields } from './package-fields';
import { SiteSectionForm } from '../../components/site-section-form';

/** The service packages on the Services page, in this order, with their prices and features. */
export function PackagesForm({ state }: { state: SiteSectionState<'packages'> }) {
  const idPrefix = useId();
  const { form, frame } = useSiteSectionForm({
    section: 'packages',
    state,
    toFormValues: toPackagesFormValues,
    resolver: packagesFormResolver,
    formPathOf: packagesFormPath,
  });
  return (
    <SiteSectionForm
      title="Packages"
      description="The service packages on the Services page, in this order. Get Started on each sends a general inquiry naming the package."
      {...frame}
    >
      <SectionList
        control={form.control}
        name="items"
        label="Packages"
        itemName="package"
        min={1}
        max={SITE_LIMITS.packages}
        emptyText="No packages yet: add at least one."
        newItem={() => ({ name: '', price: '', summary: '', features: [{ text: '' }], popular: false })}
      >
        {(index) => <PackageFields index={index} idPrefix={idPrefix} />}
      </SectionList>
    </SiteSectionForm>
  );
}
