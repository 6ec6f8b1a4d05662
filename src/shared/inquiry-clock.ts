import { DUE_SOON_HOURS } from './constants/inquiries.js';

const HOUR_MS = 3_600_000;

/**
 * Where an inquiry stands against the agency's promise to reply by `replyBy`:
 * - pending: time left, due soon (within DUE_SOON_HOURS), or overdue (by how long);
 * - answered (it first left `pending` at `firstResponseAt`, whatever its status now): on time or
 *   late (by how long).
 * An inquiry that left `pending` before the desk recorded first responses has no time to judge
 * by, and reads just "answered".
 */
export type InquiryClock =
  | { kind: 'time-left'; ms: number }
  | { kind: 'due-soon'; ms: number }
  | { kind: 'overdue'; ms: number }
  | { kind: 'answered-on-time'; at: string }
  | { kind: 'answered-late'; at: string; ms: number }
  | { kind: 'answered' };

export interface ClockFacts {
  status: string;
  replyBy: string;
  firstResponseAt: string | null;
}

export function inquiryClock(inquiry: ClockFacts, now: Date = new Date()): InquiryClock {
  const replyBy = Date.parse(inquiry.replyBy);
  // Answered once and for all: set back to pending later, it still counts as answered.
  if (inquiry.firstResponseAt !== null) {
    const late = Date.parse(inquiry.firstResponseAt) - replyBy;
    return late > 0
      ? { kind: 'answered-late', at: inquiry.firstResponseAt, ms: late }
      : { kind: 'answered-on-time', at: inquiry.firstResponseAt };
  }
  if (inquiry.status !== 'pending') return { kind: 'answered' };
  const left = replyBy - now.getTime();
  if (left < 0) return { kind: 'overdue', ms: -left };
  return left <= DUE_SOON_HOURS * HOUR_MS ? { kind: 'due-soon', ms: left } : { kind: 'time-left', ms: left };
}

/** A span in words for a badge: "45 min", "3 h 20 min", "2 days 4 h". */
export function formatSpan(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  const dayWord = days === 1 ? 'day' : 'days';
  return restHours ? `${days} ${dayWord} ${restHours} h` : `${days} ${dayWord}`;
}

/** A span by its largest unit only, for a dense table: "45 min", "3 h", "2 d". */
export function formatCoarseSpan(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/** The clock in a few words, for a dense table: "18 h left", "Due in 2 h", "Overdue 3 h", "On time". */
export function shortClockLabel(clock: InquiryClock): string {
  switch (clock.kind) {
    case 'time-left':
      return `${formatCoarseSpan(clock.ms)} left`;
    case 'due-soon':
      return `Due in ${formatCoarseSpan(clock.ms)}`;
    case 'overdue':
      return `Overdue ${formatCoarseSpan(clock.ms)}`;
    case 'answered-on-time':
      return 'On time';
    case 'answered-late':
      return `Late ${formatCoarseSpan(clock.ms)}`;
    case 'answered':
      return 'Answered';
  }
}

/** The clock in words: "18 h left", "Due soon: 2 h 5 min left", "Overdue by 3 h", "Answered on time". */
export function clockLabel(clock: InquiryClock): string {
  switch (clock.kind) {
    case 'time-left':
      return `${formatSpan(clock.ms)} left`;
    case 'due-soon':
      return `Due soon: ${formatSpan(clock.ms)} left`;
    case 'overdue':
      return `Overdue by ${formatSpan(clock.ms)}`;
    case 'answered-on-time':
      return 'Answered on time';
    case 'answered-late':
      return `Answered late by ${formatSpan(clock.ms)}`;
    case 'answered':
      return 'Answered';
  }
}
