import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './split-field-errors.js';

const FIELDS = ['name', 'email', 'password'] as const;

describe('splitFieldErrors', () => {
  it('puts a taken e-mail beside the e-mail field', () => {
    const taken = 'A staff member with this email already exists';
    expect(splitFieldErrors(taken, [{ path: 'email', message: taken }], FIELDS)).toEqual({
      fields: [{ path: 'email', message: taken }],
      other: undefined,
    });
  });

  it('keeps a refusal without field errors as the other message', () => {
    expect(splitFieldErrors('You cannot change your own role', [], FIELDS)).toEqual({
      fields: [],
      other: 'You cannot change your own role',
    });
  });

  it('keeps the first error of each field and gathers unknown paths once', () => {
    expect(
      splitFieldErrors(
        'Invalid input',
        [
          { path: 'name', message: 'Name is required' },
          { path: 'name', message: 'Name is too long' },
          { path: 'status', message: 'Status must be active or disabled' },
          { path: '', message: 'Status must be active or disabled' },
          { path: 'password', message: 'Password must be at least 8 characters' },
        ],
        FIELDS,
      ),
    ).toEqual({
      fields: [
        { path: 'name', message: 'Name is required' },
        { path: 'password', message: 'Password must be at least 8 characters' },
      ],
      other: 'Status must be active or disabled',
    });
  });
});
