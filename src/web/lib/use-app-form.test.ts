import { describe, expect, it } from 'vitest';
import { errorPaths } from './use-app-form';

describe('errorPaths', () => {
  it('lists each field error by its path, nested ones included, and leaves out the root', () => {
    expect(
      errorPaths({
        name: { type: 'too_small', message: 'Name is required' },
        items: [undefined, { quote: { type: 'custom', message: 'Quote is required' } }],
        root: { server: { type: 'server', message: 'Saving failed' } },
        confirmPassword: { type: 'custom', message: 'The two passwords do not match' },
      } as never),
    ).toEqual(['name', 'items.1.quote', 'confirmPassword']);
  });

  it('is empty when nothing is wrong', () => {
    expect(errorPaths({})).toEqual([]);
  });
});
