import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  celebrityFormValuesOf,
  emptyCelebrityFormValues,
  type CelebrityFormValues,
  type ChosenImage,
} from './celebrity-form-values';
import { celebrityFormResolver, formOnlyErrors } from './celebrity-form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<CelebrityFormValues>;
const chosen = (name: string): ChosenImage => ({
  file: new File(['x'], name, { type: 'image/png' }),
  previewUrl: `blob:${name}`,
});

function valid(overrides: Partial<CelebrityFormValues> = {}): CelebrityFormValues {
  return {
    ...emptyCelebrityFormValues(),
    name: '  Meera Kapoor ',
    category: 'Bollywood',
    location: 'Mumbai',
    price: '200000',
    rating: '4.6',
    followers: '8.2M',
    description: 'Actor and dancer.',
    specialties: ['Acting', '', 'Kathak'],
    achievements: ['Best Debut 2019', ''],
    profileImage: chosen('profile.png'),
    ...overrides,
  };
}

async function errorsOf(values: CelebrityFormValues, mode: 'add' | 'edit' = 'add') {
  const result = await celebrityFormResolver(mode)(values, undefined, options);
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
}

describe('celebrityFormResolver', () => {
  it('passes a valid form through the shared schema: trimmed, numbers, empty rows dropped, files', async () => {
    const gallery = [chosen('g1.png'), chosen('g2.png')];
    const result = await celebrityFormResolver('add')(valid({ galleryImages: gallery }), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      input: {
        name: 'Meera Kapoor',
        rating: 4.6,
        price: 200000,
        priceOnDemand: false,
        specialties: ['Acting', 'Kathak'],
        achievements: ['Best Debut 2019'],
        // A new celebrity starts with SPEC §2's figures.
        eventsCompleted: '500+',
        brandPartnerships: '25+',
        yearsExperience: '10+',
      },
      galleryImages: gallery.map((image) => image.file),
      removeGalleryImages: [],
    });
  });

  it('checks the URL name with the shared schema; empty means made from the name', async () => {
    expect(await errorsOf(valid({ slug: '' }))).toEqual({});
    expect(await errorsOf(valid({ slug: ' meera-kapoor-2 ' }))).toEqual({});
    for (const slug of ['Meera Kapoor', 'meera--kapoor', '-meera', 'meera_kapoor', 'mèera']) {
      expect(await errorsOf(valid({ slug })), slug).toEqual({
        slug: 'Use lower-case letters a–z, digits and single hyphens between words, e.g. meera-kapoor',
      });
    }
    expect(await errorsOf(valid({ slug: 'featured' }))).toEqual({
      slug: 'This URL name is reserved; please choose another',
    });
    expect(await errorsOf(valid({ slug: 'a'.repeat(81) }))).toEqual({ slug: 'URL name must be at most 80 characters' });
  });

  it('shows every SPEC §5 rule at once on an empty add form', async () => {
    expect(await errorsOf(emptyCelebrityFormValues())).toEqual({
      name: 'Name is required',
      category: 'Please choose a category',
      location: 'Location is required',
      followers: 'Followers is required',
      rating: 'Rating is required',
      description: 'Description is required',
      price: 'Price is required unless Price on Demand is ticked',
      specialties: 'At least one specialty is required',
      achievements: 'At least one achievement is required',
      profileImage: 'Profile image is required',
    });
  });

  it('ignores the price when Price on Demand is ticked, even a bad one', async () => {
    const result = await celebrityFormResolver('add')(valid({ priceOnDemand: true, price: 'abc' }), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ input: { priceOnDemand: true, price: null } });
  });

  it('turns an emptied profile figure back into its usual value, and refuses one over 12 characters', async () => {
    const result = await celebrityFormResolver('add')(
      valid({ eventsCompleted: '  ', brandPartnerships: ' 40 ', yearsExperience: '' }),
      undefined,
      options,
    );
    expect(result.values).toMatchObject({
      input: { eventsCompleted: '500+', brandPartnerships: '40', yearsExperience: '10+' },
    });
    expect((await errorsOf(valid({ yearsExperience: '1234567890123' }))).yearsExperience).toBe(
      'Years of experience must be at most 12 characters',
    );
  });

  it('checks the rating range and its 0.1 steps', async () => {
    expect((await errorsOf(valid({ rating: '5.1' }))).rating).toBe('Rating must be between 1 and 5');
    expect((await errorsOf(valid({ rating: '0' }))).rating).toBe('Rating must be between 1 and 5');
    expect((await errorsOf(valid({ rating: '4.25' }))).rating).toBe('Rating must use steps of 0.1');
    expect(await errorsOf(valid({ rating: '1' }))).toEqual({});
  });

  it('requires the first specialty and achievement rows', async () => {
    expect(await errorsOf(valid({ specialties: ['', 'Kathak'], achievements: [' ', 'Award'] }))).toEqual({
      specialties: 'The first specialty is required',
      achievements: 'The first achievement is required',
    });
  });

  it('requires a profile image only when adding, and sends removals only on edit', async () => {
    expect(await errorsOf(valid({ profileImage: null }), 'edit')).toEqual({});
    const result = await celebrityFormResolver('edit')(
      valid({ profileImage: null, removeGalleryImages: ['/uploads/a-640.webp'] }),
      undefined,
      options,
    );
    expect(result.values).toMatchObject({ profileImage: null, removeGalleryImages: ['/uploads/a-640.webp'] });
  });
});

describe('formOnlyErrors and celebrityFormValuesOf', () => {
  it('fills the edit form from a record, keeping one row per list', () => {
    const values = celebrityFormValuesOf({
      _id: 'x',
      name: 'Tara',
      category: 'Musicians',
      profileImageUrl: null,
      profileImage: null,
      rating: 4,
      followers: '1M',
      location: 'Pune',
      specialties: [],
      price: null,
      priceOnDemand: true,
      description: 'Singer',
      socialProfile: '@tara',
      achievements: ['Gold disc'],
      galleryImages: [],
      gallery: [],
      stats: { eventsCompleted: '40+', brandPartnerships: '3', yearsExperience: '6+' },
      createdAt: '2026-01-01T00:00:00Z',
      version: 1,
      updatedAt: '2026-01-01T00:00:00Z',
      status: 'draft',
      publishedAt: null,
      featuredPosition: null,
      slug: 'tara-sings',
    });
    expect(values).toMatchObject({
      slug: 'tara-sings',
      price: '',
      rating: '4',
      specialties: [''],
      achievements: ['Gold disc'],
      eventsCompleted: '40+',
      brandPartnerships: '3',
      yearsExperience: '6+',
    });
    expect(formOnlyErrors(values, 'edit')).toEqual({ specialties: 'At least one specialty is required' });
  });
});
