/**
 * One batch of a list that grows with "Load more": its items and how many match in all.
 * (TanStack Query calls the batches of an infinite query `pages`; the app keeps "page" for the
 * pages of the site.)
 */
interface ItemBatch {
  items: readonly unknown[];
  total: number;
}

/**
 * What a "Load more" list has loaded so far: its batches, how many items they hold, and the
 * total that matches (as the latest batch says: the catalogue may have changed since the first).
 */
export function loadedBatches<Batch extends ItemBatch>(data: { pages: Batch[] } | undefined) {
  const batches = data?.pages ?? [];
  const shown = batches.reduce((count, batch) => count + batch.items.length, 0);
  const total = batches.at(-1)?.total ?? 0;
  return { batches, shown, total };
}
