import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { formatPrice } from '#shared/format';
import { rupeesFromText } from '#shared/schemas/inquiry';
import { packagesSchema, type ServicePackages, type SiteSectionInput } from '#shared/schemas/site-content';

/**
 * The Packages form holds what differs from the section's own shape as a person edits it: the
 * price as typed ("2,00,000", empty for Custom) and each feature as a `{ text }` row, since
 * react-hook-form's field arrays are lists of objects.
 */
export interface PackageFeatureRow {
  text: string;
}

export interface PackageFormItem {
  name: string;
  price: string;
  summary: string;
  features: PackageFeatureRow[];
  popular: boolean;
}

export interface PackagesFormValues {
  items: PackageFormItem[];
}

/** A price as the form shows it: Indian grouping without the sign ("2,00,000"), '' for Custom. */
export function priceText(price: number | null): string {
  return price === null ? '' : formatPrice(price).replace('₹', '');
}

export function toPackagesFormValues(value: ServicePackages): PackagesFormValues {
  return {
    items: value.items.map((item) => ({
      ...item,
      price: priceText(item.price),
      features: item.features.map((text) => ({ text })),
    })),
  };
}

/** What the form holds, in the section's own shape: a price that does not read as rupees is NaN, which the schema refuses. */
export function toPackagesInput(values: PackagesFormValues): SiteSectionInput<'packages'> {
  return {
    items: values.items.map((item) => ({
      ...item,
      price: rupeesFromText(item.price),
      features: item.features.map((feature) => feature.text),
    })),
  };
}

const FEATURE_PATH = /^(items\.\d+\.features\.\d+)$/;

/** A server path in the form's terms: a feature's error belongs to its row's text box. */
export function packagesFormPath(serverPath: string): string {
  return serverPath.replace(FEATURE_PATH, '$1.text');
}

type ErrorTree = Record<string, unknown>;

/** A copy of a list's errors with each row's error passed through `change`; the list's own `root` stays. */
function mapRowErrors(rows: unknown, change: (row: unknown) => unknown): unknown {
  if (typeof rows !== 'object' || rows === null) return rows;
  const copy = (Array.isArray(rows) ? Object.assign([], rows) : { ...rows }) as ErrorTree;
  for (const key of Object.keys(copy)) if (/^\d+$/.test(key)) copy[key] = change(copy[key]);
  return copy;
}

/** The schema's errors in the form's terms: a feature's error moves onto its row's `text`, so Save focuses that box. */
export function featureErrorsOnText(errors: FieldErrors): FieldErrors {
  if (!errors.items) return errors;
  const items = mapRowErrors(errors.items, (item) => {
    if (typeof item !== 'object' || item === null || !('features' in item)) return item;
    const features = mapRowErrors(item.features, (feature) => ({ text: feature }));
    return { ...item, features };
  });
  return { ...errors, items } as FieldErrors;
}

const schemaResolver = zodResolver(packagesSchema);

/**
 * The Packages form's resolver: the very schema the server validates with, over the form's values
 * turned into the section's shape, its errors put back on the form's fields.
 */
export const packagesFormResolver: Resolver<PackagesFormValues, unknown, ServicePackages> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(
    toPackagesInput(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (Object.keys(result.errors).length === 0) return { values: result.values as ServicePackages, errors: {} };
  return { values: {}, errors: featureErrorsOnText(result.errors) as FieldErrors<PackagesFormValues> };
};
