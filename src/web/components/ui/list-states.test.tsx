import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMoreButton } from './list-states';

afterEach(cleanup);

const HREF = '/celebrities?category=Sports&page=2';

function renderLink({ loading = false } = {}) {
  const onLoadMore = vi.fn();
  render(
    <LoadMoreButton
      loading={loading}
      loadingLabel="Loading more"
      onLoadMore={onLoadMore}
      countId="count"
      href={HREF}
    />,
  );
  return { onLoadMore, link: screen.getByRole('button', { name: /Load more|Loading more/ }) };
}

describe('LoadMoreButton with an address', () => {
  it('is a link to the next page, for a visitor without the app and for crawlers', () => {
    const { link } = renderLink();
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(HREF);
    expect(link.getAttribute('aria-describedby')).toBe('count');
  });

  it('loads in place once the app runs: the link is not followed', () => {
    const { link, onLoadMore } = renderLink();
    // fireEvent answers false when a handler prevented the browser's own action (following the link).
    expect(fireEvent.click(link)).toBe(false);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(fireEvent.keyDown(link, { key: ' ' })).toBe(false);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('leaves a click for a new tab or window to the browser', () => {
    const { link, onLoadMore } = renderLink();
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not ask again while the next batch is on its way', () => {
    const { link, onLoadMore } = renderLink({ loading: true });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(fireEvent.click(link)).toBe(false);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
