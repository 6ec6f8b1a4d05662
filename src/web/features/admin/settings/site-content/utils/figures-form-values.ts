import type { SiteFigures } from '#shared/schemas/site-content';

/** The figures as the form holds them: the year as typed (the shared schema reads it as a number). */
export type FiguresFormValues = Omit<SiteFigures, 'foundedYear'> & { foundedYear: string };

export function toFiguresFormValues(value: SiteFigures): FiguresFormValues {
  return { ...value, foundedYear: String(value.foundedYear) };
}
