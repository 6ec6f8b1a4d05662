import { z } from 'zod';
import { blackoutInputSchema } from '#shared/schemas/calendar';

/**
 * The "Add blackout" form: whose days (the celebrity, which the API takes in its path) and the
 * blackout itself, checked by the very schema the server uses.
 */
export const blackoutFormSchema = z
  .object({ celebrityId: z.string().min(1, 'Choose a celebrity') })
  .and(blackoutInputSchema);
export type BlackoutFormValues = z.input<typeof blackoutFormSchema>;
export type BlackoutFormOutput = z.output<typeof blackoutFormSchema>;

/** The form's fields, in the order they are shown (the first invalid one takes the focus). */
export const BLACKOUT_FORM_FIELDS = [
  'celebrityId',
  'start',
  'end',
  'reason',
] as const satisfies readonly (keyof BlackoutFormValues)[];
