import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first';

describe('newestFirst', () => {
  it('puts the latest event first, across months and years', () => {
    const events = [
      { title: 'Royal sangeet night', date: '2024-12-14' },
      { title: 'Flagship store launch', date: '2025-03-08' },
      { title: 'Annual sales conclave', date: '2025-02-22' },
      { title: 'Diwali gala', date: '2025-10-20' },
    ];
    expect(newestFirst(events).map((event) => event.date)).toEqual([
      '2025-10-20',
      '2025-03-08',
      '2025-02-22',
      '2024-12-14',
    ]);
  });

  it('keeps the given order for events on the same day, and leaves the list it was given alone', () => {
    const events = [
      { title: 'Afternoon show', date: '2025-05-01' },
      { title: 'Older', date: '2025-01-01' },
      { title: 'Evening show', date: '2025-05-01' },
    ];
    expect(newestFirst(events).map((event) => event.title)).toEqual(['Afternoon show', 'Evening show', 'Older']);
    expect(events[0]?.title).toBe('Afternoon show');
    expect(events[1]?.title).toBe('Older');
  });
});
