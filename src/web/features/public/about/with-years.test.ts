import { describe, expect, it } from 'vitest';
import { withYears } from './with-years';

describe('withYears', () => {
  it('writes the years in words wherever the bio has the placeholder', () => {
    expect(
      withYears('Built Starline from a two-desk office in Vashi into a national agency over {years} years.', 'sixteen'),
    ).toBe('Built Starline from a two-desk office in Vashi into a national agency over sixteen years.');
    expect(withYears('{years} years in, {years} years on', 'twenty-one')).toBe(
      'twenty-one years in, twenty-one years on',
    );
  });

  it('leaves a bio without the placeholder, and other braces, as they are', () => {
    expect(withYears('Leads endorsements {and} campaigns.', 'sixteen')).toBe('Leads endorsements {and} campaigns.');
  });
});
