import { describe, expect, it } from 'vitest';
import { changeNote } from './change-note';

describe('changeNote', () => {
  it('shows a rise or a fall in whole percent against last month', () => {
    expect(changeNote({ value: 28, previous: 25, changePercent: 12 })).toEqual({
      text: '+12% from last month',
      trend: 'up',
    });
    expect(changeNote({ value: 3, previous: 4, changePercent: -25 })).toEqual({
      text: '−25% from last month',
      trend: 'down',
    });
  });

  it('says so when nothing changed', () => {
    expect(changeNote({ value: 5, previous: 5, changePercent: 0 }).text).toBe('No change from last month');
  });

  it('avoids a percentage of nothing when last month was zero', () => {
    expect(changeNote({ value: 4, previous: 0, changePercent: null })).toEqual({
      text: 'New since last month',
      trend: 'up',
    });
    expect(changeNote({ value: 0, previous: 0, changePercent: null }).trend).toBe('flat');
  });
});
