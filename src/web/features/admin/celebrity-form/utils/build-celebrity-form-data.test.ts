import { describe, expect, it } from 'vitest';
import type { CelebrityInput } from '#shared/schemas/celebrity';
import { buildCelebrityFormData } from './build-celebrity-form-data';

const input: CelebrityInput = {
  name: 'Meera Kapoor',
  slug: 'meera-kapoor',
  category: 'Bollywood',
  location: 'Mumbai, Maharashtra',
  followers: '8.2M',
  rating: 4.6,
  description: 'Actor and dancer.',
  socialProfile: '@meera',
  priceOnDemand: false,
  price: 200000,
  specialties: ['Acting', 'Kathak'],
  achievements: ['Best Debut 2019'],
  eventsCompleted: '120+',
  brandPartnerships: '12',
  yearsExperience: '8+',
};

const profile = new File(['p'], 'profile.png', { type: 'image/png' });
const galleryA = new File(['a'], 'a.png', { type: 'image/png' });
const galleryB = new File(['b'], 'b.jpg', { type: 'image/jpeg' });

describe('buildCelebrityFormData', () => {
  it('sends the SPEC §7 fields as text, lists as JSON and the files', () => {
    const form = buildCelebrityFormData({
      input,
      profileImage: profile,
      galleryImages: [galleryA, galleryB],
      removeGalleryImages: [],
    });
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Meera Kapoor',
      slug: 'meera-kapoor',
      category: 'Bollywood',
      location: 'Mumbai, Maharashtra',
      price: '200000',
      priceOnDemand: 'false',
      socialProfile: '@meera',
      followers: '8.2M',
      rating: '4.6',
      description: 'Actor and dancer.',
      specialties: '["Acting","Kathak"]',
      achievements: '["Best Debut 2019"]',
      eventsCompleted: '120+',
      brandPartnerships: '12',
      yearsExperience: '8+',
    });
    expect(form.get('profileImage')).toBeInstanceOf(File);
    expect((form.get('profileImage') as File).name).toBe('profile.png');
    expect(form.getAll('galleryImages').map((file) => (file as File).name)).toEqual(['a.png', 'b.jpg']);
    // Removals and the version belong to an update only.
    expect(form.has('removeGalleryImages')).toBe(false);
    expect(form.has('version')).toBe(false);
  });

  it('sends an empty price with priceOnDemand "true", and drops empty list entries', () => {
    const form = buildCelebrityFormData({
      input: { ...input, priceOnDemand: true, price: null, specialties: ['Singing', '', ' '], achievements: ['x'] },
      profileImage: null,
      galleryImages: [],
      removeGalleryImages: [],
    });
    expect(form.get('price')).toBe('');
    expect(form.get('priceOnDemand')).toBe('true');
    expect(form.get('specialties')).toBe('["Singing"]');
    expect(form.has('profileImage')).toBe(false);
    expect(form.has('galleryImages')).toBe(false);
  });

  it('leaves out a profile figure the input does not have (the server keeps the stored one)', () => {
    const form = buildCelebrityFormData({
      input: { ...input, yearsExperience: undefined },
      profileImage: null,
      galleryImages: [],
      removeGalleryImages: [],
    });
    expect(form.get('eventsCompleted')).toBe('120+');
    expect(form.has('yearsExperience')).toBe(false);
  });

  it('sends the version the edit started from and the gallery removals as a JSON list of URLs', () => {
    const form = buildCelebrityFormData(
      { input, profileImage: null, galleryImages: [galleryA], removeGalleryImages: ['/uploads/abc-640.webp'] },
      { version: 7 },
    );
    expect(form.get('version')).toBe('7');
    expect(form.get('removeGalleryImages')).toBe('["/uploads/abc-640.webp"]');
    expect(form.getAll('galleryImages')).toHaveLength(1);
  });
});
