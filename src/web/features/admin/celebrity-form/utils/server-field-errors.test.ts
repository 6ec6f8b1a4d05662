import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../../shared/messages';
import { placeServerErrors } from './server-field-errors';

describe('placeServerErrors', () => {
  it('puts field errors beside their fields, list items beside their list, one per field', () => {
    expect(
      placeServerErrors(400, 'Name is required', [
        { path: 'name', message: 'Name is required' },
        { path: 'specialties.2', message: 'Each specialty entry must be at most 200 characters' },
        { path: 'specialties.3', message: 'second, not shown' },
        { path: 'removeGalleryImages', message: 'removeGalleryImages must be a JSON list of image URLs' },
        { path: 'somethingElse', message: 'Elsewhere' },
      ]),
    ).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'specialties', message: 'Each specialty entry must be at most 200 characters' },
      { field: 'galleryImages', message: 'removeGalleryImages must be a JSON list of image URLs' },
      { field: 'root', message: 'Elsewhere' },
    ]);
  });

  it('places the upload refusals, which carry no path, by their text', () => {
    expect(placeServerErrors(415, 'Please upload an image file', [])).toEqual([
      { field: 'profileImage', message: 'Please upload an image file' },
    ]);
    expect(placeServerErrors(413, 'File size should be less than 10MB', [])).toEqual([
      { field: 'profileImage', message: 'File size should be less than 10MB' },
    ]);
    expect(placeServerErrors(415, 'Please upload only image files', [])).toEqual([
      { field: 'galleryImages', message: 'Please upload only image files' },
    ]);
    expect(placeServerErrors(413, 'Each file should be less than 10MB', [])).toEqual([
      { field: 'galleryImages', message: 'Each file should be less than 10MB' },
    ]);
    expect(placeServerErrors(400, 'A celebrity can have at most 20 gallery images', [])).toEqual([
      { field: 'galleryImages', message: 'A celebrity can have at most 20 gallery images' },
    ]);
  });

  it('shows other refusals above the buttons, and nothing more for failures the toast covers', () => {
    expect(placeServerErrors(413, 'Image dimensions are too large', [])).toEqual([
      { field: 'root', message: 'Image dimensions are too large' },
    ]);
    expect(placeServerErrors(500, 'Something went wrong', [])).toEqual([]);
    expect(placeServerErrors(0, 'Something went wrong', [])).toEqual([]);
  });

  it('shows a save refused because someone else saved first above the buttons', () => {
    const message = MESSAGES.editConflict;
    expect(placeServerErrors(409, message, [{ path: 'version', message }])).toEqual([{ field: 'root', message }]);
  });
});
