import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { MENU_BUTTON_MIRROR_SCRIPT } from '#shared/menu-button';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/health and /api/ready', () => {
  it('answers liveness', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers readiness after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ready', invalidation: 'up' });
  });

  it('is not ready, quickly, while the database does not answer', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockImplementation(() => new Promise(() => undefined));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ success: false, message: 'Database unavailable' });
    } finally {
      ping.mockRestore();
    }
  });

  it('is not ready while notifications from other instances are not heard', async () => {
    const up = vi.spyOn(t.database, 'invalidationUp').mockReturnValue(false);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^Cache invalidation unavailable/);
    } finally {
      up.mockRestore();
    }
  });

  it('sends security headers with a CSP that allows no inline script but the menu button’s mirror', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(MENU_BUTTON_MIRROR_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await t.postJsonText('/api/auth/login', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses a JSON body over 100 KB with 413', async () => {
    const res = await t.postJsonText(
      '/api/auth/login',
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(120 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
  });
});
