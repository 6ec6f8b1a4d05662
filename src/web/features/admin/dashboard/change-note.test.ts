import { describe, expect, it } from 'vitest';
import { changeNote, changeTone } from './change-note';

describe('changeNote', () => {
  it("shows a rise or a fall in whole percent against last month's count", () => {
    expect(changeNote({ value: 28, previous: 25, changePercent: 12 }, 'last-month')).toEqual({
      text: '+12% from last month',
      trend: 'up',
    });
    expect(changeNote({ value: 3, previous: 4, changePercent: -25 }, 'last-month')).toEqual({
      text: '−25% from last month',
      trend: 'down',
    });
  });

  it('compares a count now with the same count at the end of last month', () => {
    expect(changeNote({ value: 28, previous: 25, changePercent: 12 }, 'end-of-last-month')).toEqual({
      text: '+12% from the end of last month',
      trend: 'up',
    });
    expect(changeNote({ value: 3, previous: 4, changePercent: -25 }, 'end-of-last-month')).toEqual({
      text: '−25% from the end of last month',
      trend: 'down',
    });
  });

  it('says so when nothing changed', () => {
    expect(changeNote({ value: 5, previous: 5, changePercent: 0 }, 'last-month').text).toBe(
      'No change from last month',
    );
    expect(changeNote({ value: 5, previous: 5, changePercent: 0 }, 'end-of-last-month')).toEqual({
      text: 'No change from the end of last month',
      trend: 'flat',
    });
  });

  it('avoids a percentage of nothing when last month was zero', () => {
    expect(changeNote({ value: 4, previous: 0, changePercent: null }, 'last-month')).toEqual({
      text: 'New since last month',
      trend: 'up',
    });
    expect(changeNote({ value: 0, previous: 0, changePercent: null }, 'last-month')).toEqual({
      text: 'None last month either',
      trend: 'flat',
    });
    expect(changeNote({ value: 4, previous: 0, changePercent: null }, 'end-of-last-month')).toEqual({
      text: 'None at the end of last month',
      trend: 'up',
    });
    expect(changeNote({ value: 0, previous: 0, changePercent: null }, 'end-of-last-month')).toEqual({
      text: 'None at the end of last month either',
      trend: 'flat',
    });
  });
});

describe('changeTone', () => {
  it('colours a move by its meaning, not its direction', () => {
    // More collected is good, less collected bad.
    expect(changeTone('up', 'up')).toBe('good');
    expect(changeTone('down', 'up')).toBe('bad');
    // More overdue is bad, less overdue good.
    expect(changeTone('up', 'down')).toBe('bad');
    expect(changeTone('down', 'down')).toBe('good');
  });

  it('says nothing of no move', () => {
    expect(changeTone('flat', 'up')).toBe('neutral');
    expect(changeTone('flat', 'down')).toBe('neutral');
  });

  it('reads a figure new since last month as a rise', () => {
    const { trend } = changeNote({ value: 4, previous: 0, changePercent: null }, 'last-month');
    expect(changeTone(trend, 'down')).toBe('bad');
  });
});
