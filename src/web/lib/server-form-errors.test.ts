import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages';
import { fieldsNamed, placeServerErrors } from './server-form-errors';

const celebrityField = fieldsNamed(['name', 'specialties', 'profileImage', 'galleryImages'] as const, {
  removeGalleryImages: 'galleryImages',
});

describe('placeServerErrors', () => {
  it('puts each field error beside its field, the first one per field', () => {
    const errors = [
      { path: 'name', message: 'Name is required' },
      { path: 'specialties.2', message: 'Specialty is too long' },
      { path: 'specialties.3', message: 'Specialty is too long too' },
      { path: 'removeGalleryImages', message: 'Unknown image' },
    ];
    expect(placeServerErrors(400, 'Name is required', errors, celebrityField)).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'specialties', message: 'Specialty is too long' },
      { field: 'galleryImages', message: 'Unknown image' },
    ]);
  });

  it('puts an upload refusal beside its file field by its path', () => {
    const message = MESSAGES.galleryImageType;
    expect(placeServerErrors(415, message, [{ path: 'galleryImages', message }], celebrityField)).toEqual([
      { field: 'galleryImages', message },
    ]);
  });

  it('shows errors of fields the form lacks, and refusals without fields, above the buttons', () => {
    const conflict = 'Someone else saved this celebrity after you opened it.';
    expect(placeServerErrors(409, conflict, [{ path: 'version', message: conflict }], celebrityField)).toEqual([
      { field: 'root', message: conflict },
    ]);
    expect(placeServerErrors(409, 'You cannot change your own role', [], celebrityField)).toEqual([
      { field: 'root', message: 'You cannot change your own role' },
    ]);
    expect(placeServerErrors(429, MESSAGES.tooManyRequests, [], celebrityField)).toEqual([
      { field: 'root', message: MESSAGES.tooManyRequests },
    ]);
  });

  it('adds nothing to what the toast says for a lost connection or a server error', () => {
    expect(placeServerErrors(500, MESSAGES.genericError, [], celebrityField)).toEqual([]);
    expect(placeServerErrors(0, MESSAGES.genericError, [], celebrityField)).toEqual([]);
    expect(placeServerErrors(503, 'The service is busy or briefly unavailable.', [], celebrityField)).toEqual([]);
  });
});
