import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { useSearchTextParam } from './use-search-text-param';

afterEach(cleanup);

function SearchBox() {
  const { text, applied } = useSearchTextParam();
  return <input aria-label="Search" value={text} data-applied={applied} readOnly />;
}

test("the box starts from the address's text trimmed, as the server renders it (no hydration difference)", () => {
  render(
    <MemoryRouter initialEntries={['/celebrities?q=+dance+']}>
      <SearchBox />
    </MemoryRouter>,
  );
  const box = screen.getByLabelText('Search');
  expect(box).toHaveProperty('value', 'dance');
  expect(box.getAttribute('data-applied')).toBe('dance');
});
