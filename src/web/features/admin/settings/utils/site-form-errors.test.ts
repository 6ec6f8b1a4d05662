import { describe, expect, it } from 'vitest';
import { listErrorMessage, siteFieldOf, siteFormPath } from './site-form-errors';

const contact = {
  phones: [{ label: 'Office', number: '+91 22 4890 1234' }],
  emails: [{ label: '', address: 'info@starline.example' }],
  whatsapp: '',
  address: { street: 'Sector 40', locality: 'Navi Mumbai', region: 'Maharashtra', postalCode: '400706' },
};

describe('siteFormPath', () => {
  it('puts a field’s error on the field the dotted path names', () => {
    expect(siteFormPath('phones.0.number', contact)).toBe('phones.0.number');
    expect(siteFormPath('address.postalCode', contact)).toBe('address.postalCode');
    expect(siteFormPath('whatsapp', contact)).toBe('whatsapp');
  });

  it('puts a whole list’s error on the list’s root', () => {
    expect(siteFormPath('phones', contact)).toBe('phones.root');
    expect(siteFormPath('links', { links: [] })).toBe('links.root');
  });

  it('leaves a path the form has no field for to the message above the buttons', () => {
    expect(siteFormPath('phones.4.number', contact)).toBeUndefined();
    expect(siteFormPath('version', contact)).toBeUndefined();
    expect(siteFormPath('', contact)).toBeUndefined();
  });

  it('renames the paths a form holds differently', () => {
    const packages = { items: [{ name: 'Basic', features: [{ text: '' }, { text: 'Two' }] }] };
    const toText = (path: string) => path.replace(/^(items\.\d+\.features\.\d+)$/, '$1.text');
    expect(siteFormPath('items.0.features.1', packages, toText)).toBe('items.0.features.1.text');
    expect(siteFormPath('items.0.features', packages, toText)).toBe('items.0.features.root');
  });

  it('reads the form’s values when the error arrives', () => {
    let values: { items: { name: string }[] } = { items: [] };
    const fieldOf = siteFieldOf(() => values);
    expect(fieldOf('items.0.name')).toBeUndefined();
    values = { items: [{ name: '' }] };
    expect(fieldOf('items.0.name')).toBe('items.0.name');
  });
});

describe('listErrorMessage', () => {
  it('reads a list’s error from its root, or from the list itself', () => {
    expect(listErrorMessage({ root: { message: 'Each network may be listed once' } })).toBe(
      'Each network may be listed once',
    );
    expect(listErrorMessage({ message: 'Add at least one package', type: 'too_small' })).toBe(
      'Add at least one package',
    );
  });

  it('is undefined when only rows are in error, or nothing is', () => {
    expect(listErrorMessage([{ name: { message: 'Name is required' } }])).toBeUndefined();
    expect(listErrorMessage(undefined)).toBeUndefined();
  });
});
