import { describe, expect, it } from 'vitest';
import { clockLabel, formatSpan, inquiryClock, shortClockLabel } from './inquiry-clock';

const replyBy = '2026-11-24T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('inquiryClock', () => {
  it('counts down while pending, due soon within four hours, then overdue', () => {
    const pending = { status: 'pending', replyBy, firstResponseAt: null };
    expect(inquiryClock(pending, at('2026-11-24T05:59:00Z'))).toEqual({ kind: 'time-left', ms: 4 * 3600_000 + 60_000 });
    expect(inquiryClock(pending, at('2026-11-24T06:00:00Z'))).toEqual({ kind: 'due-soon', ms: 4 * 3600_000 });
    expect(inquiryClock(pending, at('2026-11-24T10:00:00Z'))).toEqual({ kind: 'due-soon', ms: 0 });
    expect(inquiryClock(pending, at('2026-11-24T13:30:00Z'))).toEqual({ kind: 'overdue', ms: 3.5 * 3600_000 });
  });

  it('judges an answered inquiry by its first response, whatever its status now', () => {
    const onTime = { status: 'contacted', replyBy, firstResponseAt: '2026-11-24T09:00:00.000Z' };
    expect(inquiryClock(onTime)).toEqual({ kind: 'answered-on-time', at: onTime.firstResponseAt });
    // Set back to pending after an answer: still answered.
    expect(inquiryClock({ ...onTime, status: 'pending' }, at('2026-12-01T00:00:00Z'))).toEqual({
      kind: 'answered-on-time',
      at: onTime.firstResponseAt,
    });
    const late = { status: 'rejected', replyBy, firstResponseAt: '2026-11-24T12:00:00.000Z' };
    expect(inquiryClock(late)).toEqual({ kind: 'answered-late', at: late.firstResponseAt, ms: 2 * 3600_000 });
    expect(inquiryClock({ status: 'confirmed', replyBy, firstResponseAt: null })).toEqual({ kind: 'answered' });
  });
});

describe('clockLabel', () => {
  it('says each state in words', () => {
    expect(clockLabel({ kind: 'time-left', ms: 18 * 3600_000 })).toBe('18 h left');
    expect(clockLabel({ kind: 'due-soon', ms: 2 * 3600_000 + 5 * 60_000 })).toBe('Due soon: 2 h 5 min left');
    expect(clockLabel({ kind: 'overdue', ms: 26 * 3600_000 })).toBe('Overdue by 1 day 2 h');
    expect(clockLabel({ kind: 'answered-on-time', at: replyBy })).toBe('Answered on time');
    expect(clockLabel({ kind: 'answered-late', at: replyBy, ms: 45 * 60_000 })).toBe('Answered late by 45 min');
  });

  it('never reads zero minutes', () => {
    expect(formatSpan(0)).toBe('1 min');
    expect(formatSpan(3 * 86_400_000)).toBe('3 days');
  });
});

describe('shortClockLabel', () => {
  it('keeps the largest unit for a table', () => {
    expect(shortClockLabel({ kind: 'overdue', ms: 3 * 3600_000 + 60_000 })).toBe('Overdue 3 h');
    expect(shortClockLabel({ kind: 'due-soon', ms: 50 * 60_000 })).toBe('Due in 50 min');
    expect(shortClockLabel({ kind: 'time-left', ms: 30 * 3600_000 })).toBe('1 d left');
    expect(shortClockLabel({ kind: 'answered-late', at: replyBy, ms: 2 * 3600_000 })).toBe('Late 2 h');
    expect(shortClockLabel({ kind: 'answered-on-time', at: replyBy })).toBe('On time');
  });
});
