import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('./notify', () => ({ notify: toasts }));

const { api, ApiError, onUnauthorized } = await import('./api-client');

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

function storeToken(token: string | null) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? token : null) });
}

beforeEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
  storeToken(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('api client (SPEC §7)', () => {
  it('sends JSON with the stored token and announces a successful write', async () => {
    storeToken('secret');
    const fetch = answer(201, { success: true, data: { id: 1 } });
    vi.stubGlobal('fetch', fetch);
    const result = await api.post('/things', { name: 'x' });
    expect(result.data).toEqual({ id: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer secret', 'Content-Type': 'application/json' });
    expect(toasts.success).toHaveBeenCalledWith('Operation successful!');
  });

  it('leaves out empty query values and stays quiet on reads', async () => {
    const fetch = answer(200, { success: true, data: [], meta: { total: 0, limit: 5, offset: 0 } });
    vi.stubGlobal('fetch', fetch);
    const result = await api.get('/things', { params: { q: '', status: 'pending', limit: 5, category: undefined } });
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/things?status=pending&limit=5');
    expect(result.meta?.total).toBe(0);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure, once per text, and keeps its field errors", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        success: false,
        message: 'Invalid input',
        errors: [{ path: 'name', message: 'Name is required' }],
      }),
    );
    const failure = await api.put('/things/1', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, errors: [{ path: 'name', message: 'Name is required' }] });
    expect(toasts.error).toHaveBeenCalledWith('Invalid input', { id: 'api-error:Invalid input' });
  });

  it('says "Something went wrong" when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(api.delete('/things/1')).rejects.toMatchObject({ status: 0, message: 'Something went wrong' });
  });

  it('reports a refused token, and only when a token was sent', async () => {
    const handler = vi.fn();
    const stop = onUnauthorized(handler);
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Please sign in to continue' }));
    await api.get('/auth/me').catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    storeToken('expired');
    await api.get('/auth/me').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    await api.get('/auth/me').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
