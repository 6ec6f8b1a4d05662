import { describe, expect, it } from 'vitest';
import { allPages } from './all-pages';

const list = (count: number, size: number) => async (offset: number) => ({
  items: Array.from({ length: Math.max(0, Math.min(size, count - offset)) }, (_, index) => offset + index),
  total: count,
});

describe('allPages', () => {
  it('reads page after page until the total is in', async () => {
    const { items, total } = await allPages(list(250, 100));
    expect(total).toBe(250);
    expect(items).toEqual(Array.from({ length: 250 }, (_, index) => index));
  });

  it('reads one page when one holds them all, and stops at an empty page', async () => {
    let calls = 0;
    const counted = async (offset: number) => {
      calls += 1;
      return list(40, 100)(offset);
    };
    expect((await allPages(counted)).items).toHaveLength(40);
    expect(calls).toBe(1);
    // A list that says it holds more than it gives (a row deleted meanwhile) ends at its empty page.
    const shrinking = async (offset: number) => ({ ...(await list(150, 100)(offset)), total: 300 });
    expect((await allPages(shrinking)).items).toHaveLength(150);
  });

  it('reads at most maxPages', async () => {
    const { items, total } = await allPages(list(1_000, 100), 3);
    expect(items).toHaveLength(300);
    expect(total).toBe(1_000);
  });
});
