import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { useCelebrityFilters } from './use-celebrity-filters';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

test('a day chosen twice (its change and the early-fields pass while hydrating) is one history entry: Back returns to the day before it', async () => {
  window.history.replaceState(null, '', '/celebrities?category=Sports&available=2031-02-21');
  const { result } = renderHook(() => useCelebrityFilters(), { wrapper });
  const entries = window.history.length;

  act(() => result.current.choose({ available: '2031-02-20' }));
  act(() => result.current.choose({ available: '2031-02-20' }));
  expect(window.location.search).toBe('?category=Sports&available=2031-02-20');
  expect(window.history.length).toBe(entries + 1);
  expect(result.current.filters.available).toBe('2031-02-20');

  act(() => window.history.back());
  await waitFor(() => expect(window.location.search).toBe('?category=Sports&available=2031-02-21'));
  await waitFor(() => expect(result.current.filters.available).toBe('2031-02-21'));
});

test('another choice is a new entry, and the batch number goes with it', async () => {
  window.history.replaceState(null, '', '/celebrities?category=Sports&page=3');
  const { result } = renderHook(() => useCelebrityFilters(), { wrapper });

  act(() => result.current.choose({ category: 'Bollywood' }));
  expect(window.location.search).toBe('?category=Bollywood');

  act(() => window.history.back());
  await waitFor(() => expect(window.location.search).toBe('?category=Sports&page=3'));
});
