import type { AnsweredOnTime } from '#shared/schemas/dashboard';
import { indianDigits } from '#shared/indian-digits';

/** "Answered within 24 hours" (RESPONSE_HOURS as the server has it). */
export function answeredWithinLabel(responseHours: number): string {
  return `Answered within ${responseHours} ${responseHours === 1 ? 'hour' : 'hours'}`;
}

/** The line under the on-time figure: "18 of 20 in the last 30 days". */
export function answeredOnTimeNote(answered: AnsweredOnTime): string {
  if (answered.total === 0) return `None due yet in the last ${answered.days} days`;
  return `${indianDigits(answered.onTime)} of ${indianDigits(answered.total)} in the last ${answered.days} days`;
}

/** "3 due within 4 hours", "None due within 4 hours". */
export function dueSoonNote(dueSoon: number, hours: number): string {
  return `${dueSoon === 0 ? 'None' : indianDigits(dueSoon)} due within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
