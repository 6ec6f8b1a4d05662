import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#shared/constants/images';
import { galleryImagesProblem, isAcceptedImage, profileImageProblem } from './image-checks';

const png = { type: 'image/png', size: 2048 };
const jpeg = { type: 'image/jpeg', size: MAX_IMAGE_BYTES };
const text = { type: 'text/plain', size: 10 };
const huge = { type: 'image/png', size: MAX_IMAGE_BYTES + 1 };

describe('profileImageProblem', () => {
  it('accepts an image up to exactly 10 MB', () => {
    expect(profileImageProblem(png)).toBeNull();
    expect(profileImageProblem(jpeg)).toBeNull();
    expect(profileImageProblem({ type: 'IMAGE/GIF', size: 1 })).toBeNull();
  });

  it('refuses a file that is not an image, by the SPEC §5 text', () => {
    expect(profileImageProblem(text)).toBe('Please upload an image file');
    expect(profileImageProblem({ type: '', size: 1 })).toBe('Please upload an image file');
    // The server cannot read SVG: refused here already.
    expect(profileImageProblem({ type: 'image/svg+xml', size: 1 })).toBe('Please upload an image file');
  });

  it('refuses an image over 10 x 1024 x 1024 bytes', () => {
    expect(profileImageProblem(huge)).toBe('File size should be less than 10MB');
  });
});

describe('galleryImagesProblem', () => {
  it('accepts a selection of images', () => {
    expect(galleryImagesProblem([png, jpeg])).toBeNull();
    expect(galleryImagesProblem([])).toBeNull();
  });

  it('refuses the whole selection when any file is not an image', () => {
    expect(galleryImagesProblem([png, text])).toBe('Please upload only image files');
    // The type message wins when one file is both wrong and too large.
    expect(galleryImagesProblem([huge, text])).toBe('Please upload only image files');
  });

  it('refuses the whole selection when any file is over 10 MB', () => {
    expect(galleryImagesProblem([png, huge])).toBe('Each file should be less than 10MB');
  });

  it('refuses more files than the gallery has room for', () => {
    expect(galleryImagesProblem([png, png], 1)).toBe('A celebrity can have at most 20 gallery images');
    expect(galleryImagesProblem([png], 1)).toBeNull();
  });

  it('knows the accepted types', () => {
    expect(isAcceptedImage({ type: 'image/webp', size: 1 })).toBe(true);
    expect(isAcceptedImage({ type: 'application/pdf', size: 1 })).toBe(false);
  });
});
