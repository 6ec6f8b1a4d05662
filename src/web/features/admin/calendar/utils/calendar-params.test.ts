import { describe, expect, it } from 'vitest';
import { readCalendarParams, writeCalendarParams } from './calendar-params.js';

const THIS_MONTH = '2026-11';
const ID = '0b7c6a52-4f0e-4c8e-9d7a-2f3b1c4d5e6f';
const read = (query: string) => readCalendarParams(new URLSearchParams(query), THIS_MONTH);
const write = (query: string, change: Parameters<typeof writeCalendarParams>[1]) =>
  writeCalendarParams(new URLSearchParams(query), change, THIS_MONTH).toString();

describe('readCalendarParams', () => {
  it('shows this month and every celebrity by default', () => {
    expect(read('')).toEqual({ month: THIS_MONTH, celebrity: undefined });
  });

  it('reads the month and the celebrity', () => {
    expect(read(`month=2027-02&celebrity=${ID}`)).toEqual({ month: '2027-02', celebrity: ID });
    expect(read(`celebrity=${ID.toUpperCase()}`).celebrity).toBe(ID);
  });

  it.each(['month=2027-13', 'month=2027-2', 'month=soon', 'month=2027-02-01'])(
    'takes an unreadable month (%s) as this month',
    (query) => {
      expect(read(query).month).toBe(THIS_MONTH);
    },
  );

  it.each(['celebrity=all', 'celebrity=123', 'celebrity='])('takes a celebrity that is no id (%s) as all', (query) => {
    expect(read(query).celebrity).toBeUndefined();
  });
});

describe('writeCalendarParams', () => {
  it('writes the month and the celebrity', () => {
    expect(write('', { month: '2027-02', celebrity: ID })).toBe(`month=2027-02&celebrity=${ID}`);
  });

  it('leaves this month and every celebrity out of the address', () => {
    expect(write(`month=2027-02&celebrity=${ID}`, { month: THIS_MONTH, celebrity: undefined })).toBe('');
  });

  it('changes one part alone and keeps the others', () => {
    expect(write(`month=2027-02&celebrity=${ID}`, { month: '2027-03' })).toBe(`month=2027-03&celebrity=${ID}`);
    expect(write('month=2027-02&other=1', { celebrity: ID })).toBe(`month=2027-02&other=1&celebrity=${ID}`);
  });
});
