import type { BlackoutRequestState } from '#shared/constants/talent';
import { formatDate } from '#shared/format';

/** A request's state in words and colours. */
export const REQUEST_STATE_WORDS: Record<BlackoutRequestState, { label: string; tone: string }> = {
  pending: { label: 'Pending', tone: 'bg-amber-100 text-amber-900' },
  approved: { label: 'Approved', tone: 'bg-emerald-100 text-emerald-900' },
  rejected: { label: 'Rejected', tone: 'bg-red-100 text-red-900' },
};

/** The state filter's choices: pending first (what staff have to do), then the decided ones, then all. */
export const STATE_CHOICES = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All requests' },
] as const;
export type StateChoice = (typeof STATE_CHOICES)[number]['value'];

/** The choice the address names (`?state=`), pending when it names none or nothing known. */
export function readStateChoice(value: string | null): StateChoice {
  return STATE_CHOICES.find((choice) => choice.value === value)?.value ?? 'pending';
}

/** "14 February 2027", or "14 February 2027 to 16 February 2027". */
export function requestDaysText({ start, end }: { start: string; end: string }): string {
  return start === end ? formatDate(start) : `${formatDate(start)} to ${formatDate(end)}`;
}
