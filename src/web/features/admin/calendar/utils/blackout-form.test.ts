import { describe, expect, it } from 'vitest';
import { blackoutFormSchema } from './blackout-form.js';

const ID = '0b7c6a52-4f0e-4c8e-9d7a-2f3b1c4d5e6f';
const issues = (values: unknown) =>
  blackoutFormSchema.safeParse(values).error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));

describe('blackoutFormSchema', () => {
  it('takes a celebrity and the blackout', () => {
    expect(
      blackoutFormSchema.parse({
        celebrityId: ID,
        start: '2027-02-14',
        end: '2027-02-16',
        reason: ' Shooting abroad ',
      }),
    ).toEqual({ celebrityId: ID, start: '2027-02-14', end: '2027-02-16', reason: 'Shooting abroad' });
  });

  it('asks for each field', () => {
    expect(issues({ celebrityId: '', start: '', end: '', reason: '' })?.map((issue) => issue.path)).toEqual([
      'celebrityId',
      'start',
      'end',
      'reason',
    ]);
  });

  it('refuses an end before the start, as the server does', () => {
    expect(issues({ celebrityId: ID, start: '2027-02-16', end: '2027-02-14', reason: 'Travel' })).toEqual([
      { path: 'end', message: 'End must be on or after Start' },
    ]);
  });
});
