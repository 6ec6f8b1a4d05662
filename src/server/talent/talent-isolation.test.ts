import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type * as RouteMethods from '#server/plugins/route-methods';
import { createSession } from '#server/accounts/sessions';
import { useSignedInApp } from '#server/test/signed-in-app';
import type { TestUser } from '#server/test/test-app';

/**
 * Role isolation by default-deny (issue 39, decision 0037): a talent account reaches the talent
 * portal's calls and its own account, and nothing else. Every API route the app registers is
 * walked (collected as it is registered), so a route added later without a role is covered too:
 * each that answers a stranger 401 must answer a talent 403, unless it is on the list below.
 */
const collected = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('#server/plugins/route-methods', async (importOriginal) => {
  const original = await importOriginal<typeof RouteMethods>();
  const { default: fp } = await import('fastify-plugin');
  return {
    ...original,
    routeMethodsPlugin: fp(async (app: FastifyInstance) => {
      app.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) collected.push({ method: method.toUpperCase(), url: route.url });
      });
      await original.routeMethodsPlugin(app);
    }),
  };
});

/** The calls outside the portal a talent may make: signing out, who am I, their own account and password. */
const TALENT_ALSO_MAY = [
  'POST /api/auth/logout',
  'GET /api/auth/me',
  'HEAD /api/auth/me',
  'GET /api/auth/account',
  'HEAD /api/auth/account',
  'PATCH /api/auth/account',
  'POST /api/auth/password',
  'POST /api/auth/logout-everywhere',
];

const ID = '00000000-0000-4000-8000-000000000000';

/** A path of the route with every parameter filled in (any value: the guard runs before validation). */
function concrete(url: string): string {
  return url
    .replace(/:file\b/g, `${'a'.repeat(43)}.ics`)
    .replace(/:[A-Za-z]+/g, ID)
    .replace(/\*$/, 'x');
}

const t = useSignedInApp();

/** A talent's fresh session each time, so a sign-out walked over does not end the next call's. */
async function talentHeaders(talent: TestUser) {
  return { authorization: `Bearer ${await createSession(t.db, talent.id, 1)}` };
}

describe('a talent session on every API route', () => {
  it('is refused (403) everywhere but the talent calls and its own account', async () => {
    const talent = await t.createUser('talent');
    const routes = collected.filter(
      (route, index) =>
        route.url.startsWith('/api/') &&
        collected.findIndex((other) => other.method === route.method && other.url === route.url) === index,
    );
    expect(routes.length).toBeGreaterThan(80);
    const admitted: string[] = [];
    const refused: string[] = [];
    for (const route of routes) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const stranger = await t.app.inject({ method, url });
      // A public route (the catalogue, an inquiry, a status link, sign-in) answers anyone alike.
      if (stranger.statusCode !== 401 || stranger.headers['www-authenticate'] !== 'Bearer') continue;
      const res = await t.app.inject({ method, url, headers: await talentHeaders(talent) });
      const name = `${route.method} ${route.url}`;
      if (res.statusCode === 403) refused.push(name);
      else admitted.push(name);
    }
    const expected = [
      ...TALENT_ALSO_MAY,
      ...routes.filter((route) => route.url.startsWith('/api/talent/')).map((route) => `${route.method} ${route.url}`),
    ];
    expect(admitted.sort()).toEqual(expected.sort());
    // The panel is all there, refused: a sample of what must never open to talent.
    expect(refused).toEqual(
      expect.arrayContaining([
        'GET /api/inquiries',
        'GET /api/staff',
        'GET /api/dashboard',
        'GET /api/calendar',
        'GET /api/emails',
        'POST /api/talent-invitations',
        'GET /api/talent-users',
        'GET /api/blackout-requests',
        'POST /api/blackout-requests/:id/approve',
      ]),
    );
    expect(refused.length).toBeGreaterThan(60);
  });

  it('answers staff 403 on the talent calls (they are the talent portal, not the panel)', async () => {
    for (const url of [
      '/api/talent/me',
      '/api/talent/bookings',
      '/api/talent/calendar?from=2027-01-01&to=2027-01-31',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.staff.headers });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('the staff screens and talent accounts', () => {
  it('never list, edit, disable or delete a talent account, and offer no talent role', async () => {
    const talent = await t.createUser('talent', { name: 'Listed Never' });
    const list = await t.app.inject({ method: 'GET', url: '/api/staff?limit=100', headers: t.admin.headers });
    expect(list.statusCode).toBe(200);
    const roles = (list.json().data as { _id: string; role: string }[]).map((member) => member.role);
    expect(roles).not.toContain('talent');
    expect(list.json().data.map((member: { _id: string }) => member._id)).not.toContain(talent.id);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/${talent.id}`,
      headers: t.admin.headers,
      payload: { name: 'Promoted', email: talent.email, role: 'admin' },
    });
    expect(edit.statusCode).toBe(404);
    for (const action of ['disable', 'enable']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/staff/${talent.id}/${action}`,
        headers: t.admin.headers,
      });
      expect(res.statusCode, action).toBe(404);
    }
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/staff/${talent.id}`, headers: t.admin.headers });
    expect(removed.statusCode).toBe(404);

    const made = await t.app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: t.admin.headers,
      payload: { name: 'Sneaky', email: 'sneaky@starline.example', role: 'talent', password: 'tq8-Vw2p-LmZ4-Kx' },
    });
    expect(made.statusCode).toBe(400);
  });

  it('answers sign-in with the role, so the web can send a talent to the portal', async () => {
    const talent = await t.createUser('talent', { email: 'signs.in@talent.example' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: talent.email, password: talent.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: talent.id, role: 'talent' });
  });
});
