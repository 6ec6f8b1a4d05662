import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as StaffService from '#server/accounts/users';
import { createTestApp, type TestApp, type TestUser } from '#server/test/test-app';

/**
 * Routes declare their answers' schemas (shared/schemas/<resource>-responses.ts), so the server itself
 * checks what it sends: a field the contract does not name never leaves, and an answer of the
 * wrong shape is a 500 (logged), never a silent break of the API. The staff service is made to
 * misbehave on cue to show both.
 */
type Misbehaviour = 'none' | 'extra-field' | 'wrong-shape';
const misbehave: { mode: Misbehaviour } = vi.hoisted(() => ({ mode: 'none' }));

vi.mock('#server/accounts/users', async (importOriginal) => {
  const original = await importOriginal<typeof StaffService>();
  return {
    ...original,
    listStaff: async (...args: Parameters<typeof original.listStaff>) => {
      const page = await original.listStaff(...args);
      if (misbehave.mode === 'extra-field') {
        return { ...page, items: page.items.map((item) => ({ ...item, passwordHash: '$argon2id$leak' })) };
      }
      if (misbehave.mode === 'wrong-shape') {
        return { ...page, items: page.items.map((item) => ({ ...item, role: 'owner' })) };
      }
      return page;
    },
  };
});

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('admin');
});
afterAll(async () => t.close());

const listStaff = () => t.app.inject({ method: 'GET', url: '/api/staff', headers: admin.headers });

describe('the response contract', () => {
  it('drops a field the contract does not name', async () => {
    misbehave.mode = 'extra-field';
    const res = await listStaff();
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('argon2');
  });

  it('refuses to send an answer of the wrong shape', async () => {
    misbehave.mode = 'wrong-shape';
    const res = await listStaff();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong' });
  });

  it('sends a right answer as it is', async () => {
    misbehave.mode = 'none';
    const res = await listStaff();
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ _id: admin.id, role: 'admin' });
  });
});
