import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { ServicePackages } from '#shared/schemas/site-content';
import {
  featureErrorsOnText,
  packagesFormPath,
  packagesFormResolver,
  priceText,
  toPackagesFormValues,
  toPackagesInput,
  type PackagesFormValues,
} from './package-form-values';

const saved: ServicePackages = {
  items: [
    { name: 'Basic', price: 50_000, summary: 'For small events.', features: ['One star'], popular: false },
    { name: 'Enterprise', price: null, summary: 'For tours.', features: ['Many stars', 'Many cities'], popular: true },
  ],
};

const options = {
  fields: {},
  names: [],
  shouldUseNativeValidation: false,
} as unknown as ResolverOptions<PackagesFormValues>;

function form(change: (values: PackagesFormValues) => void = () => undefined): PackagesFormValues {
  const values = toPackagesFormValues(saved);
  change(values);
  return values;
}

describe('package form values', () => {
  it('shows prices with Indian grouping, and Custom as empty', () => {
    expect(priceText(200_000)).toBe('2,00,000');
    expect(priceText(null)).toBe('');
    expect(toPackagesFormValues(saved).items.map((item) => item.price)).toEqual(['50,000', '']);
  });

  it('turns the form back into the section as it was', () => {
    expect(toPackagesInput(toPackagesFormValues(saved))).toEqual(saved);
  });

  it('reads a price as typed, and anything else as not a number', () => {
    const input = toPackagesInput(
      form((values) => {
        values.items[0]!.price = '₹ 2,00,000';
        values.items[1]!.price = 'lots';
      }),
    );
    expect(input.items[0]!.price).toBe(200_000);
    expect(input.items[1]!.price).toBeNaN();
  });
});

describe('packagesFormResolver', () => {
  it('hands a valid form over in the section’s shape', async () => {
    const result = await packagesFormResolver(form(), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(saved);
  });

  it('puts each error on the field it concerns: a feature on its text box, a price on the price', async () => {
    const result = await packagesFormResolver(
      form((values) => {
        values.items[1]!.features[1]!.text = ' ';
        values.items[0]!.price = '12.5';
      }),
      undefined,
      options,
    );
    const errors = result.errors as FieldValues;
    expect(errors.items[1].features[1].text.message).toBe('A feature cannot be empty');
    expect(errors.items[0].price.message).toBe('Price must be a number');
  });

  it('keeps a list’s own error where the list shows it', async () => {
    const result = await packagesFormResolver(
      form((values) => {
        values.items[0]!.popular = true;
      }),
      undefined,
      options,
    );
    expect((result.errors as FieldValues).items.message).toBe('Only one package can be Most Popular');
  });
});

describe('package errors in the form’s terms', () => {
  it('names a feature’s text box for a server path', () => {
    expect(packagesFormPath('items.2.features.1')).toBe('items.2.features.1.text');
    expect(packagesFormPath('items.2.features')).toBe('items.2.features');
    expect(packagesFormPath('items.2.name')).toBe('items.2.name');
  });

  it('moves feature errors onto their text, leaving the lists’ own errors', () => {
    const featureError = { type: 'too_small', message: 'A feature cannot be empty' };
    const features = Object.assign([], { 1: featureError, root: { type: 'too_big', message: 'At most 10 features' } });
    const moved = featureErrorsOnText({ items: [undefined, { features }] } as never) as FieldValues;
    expect(moved.items[1].features[1]).toEqual({ text: featureError });
    expect(moved.items[1].features.root.message).toBe('At most 10 features');
    expect(moved.items[0]).toBeUndefined();
  });
});
