/** The most pages the celebrity pickers read: 2,000 celebrities at the list's 100 per answer. */
export const MAX_CHOICE_PAGES = 20;

/**
 * Every item of a paged list, page after page (`offset` by what came), until the total is read,
 * a page comes back empty, or `maxPages` were read. `total` is what the list says it holds.
 */
export async function allPages<T>(
  fetchPage: (offset: number) => Promise<{ items: T[]; total: number }>,
  maxPages = MAX_CHOICE_PAGES,
): Promise<{ items: T[]; total: number }> {
  const items: T[] = [];
  let total = 0;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await fetchPage(items.length);
    total = answer.total;
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= total) break;
  }
  return { items, total };
}
