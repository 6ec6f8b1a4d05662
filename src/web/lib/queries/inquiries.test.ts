import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_REQUEST_HEADER } from '#shared/constants/accounts';
import { dashboardKeys } from './dashboard';
import {
  getInquiriesQueryOptions,
  getAtRiskCountQueryOptions,
  inquiryKeys,
  invalidateInquiryCaches,
} from './inquiries';
import { staffKeys } from './staff';

vi.mock('../notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.unstubAllGlobals());

const query = { q: 'wedding', status: 'pending', limit: 10, offset: 20 } as const;

describe('inquiryKeys', () => {
  it('keep the lists and the bell under one prefix', () => {
    expect(getInquiriesQueryOptions(query).queryKey.slice(0, 2)).toEqual(inquiryKeys.all);
    expect(getAtRiskCountQueryOptions().queryKey.slice(0, 2)).toEqual(inquiryKeys.all);
  });
});

describe('fetchers', () => {
  it('ask for one page of the list, and for the pending count in the background', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, data: [], meta: { total: 7, limit: 1, offset: 0 } }), {
          status: 200,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('localStorage', { getItem: () => null });
    const client = new QueryClient();
    expect(await client.fetchQuery(getInquiriesQueryOptions(query))).toEqual({ items: [], total: 7 });
    expect(await client.fetchQuery(getAtRiskCountQueryOptions())).toEqual({ total: 7 });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/inquiries?q=wedding&status=pending&limit=10&offset=20',
      '/api/inquiries?clock=at-risk&limit=1',
    ]);
    // Polling must not count as activity that keeps a session alive.
    expect(new Headers(fetch.mock.calls[1]?.[1].headers).has(BACKGROUND_REQUEST_HEADER)).toBe(true);
  });
});

describe('invalidateInquiryCaches', () => {
  it('refreshes the lists, the bell and the dashboard after a write, and nothing else', async () => {
    const client = new QueryClient();
    const touched = [inquiryKeys.list(query), inquiryKeys.atRiskCount(), dashboardKeys.all];
    for (const key of [...touched, staffKeys.list('')]) client.setQueryData(key, {});
    await invalidateInquiryCaches(client);
    for (const key of touched) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(staffKeys.list(''))?.isInvalidated).toBe(false);
  });
});
