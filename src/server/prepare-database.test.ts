import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { DEMO_ADMIN, DEMO_SEEDED_KEY, DEMO_STAFF } from '#server/demo/seed';
import { sessions, users } from '#server/accounts/accounts-tables';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { appState } from '#server/db/db-tables';
import { initialAdminEmail, prepareDatabase } from './prepare-database.js';
import { hashPassword, verifyPassword } from '#server/accounts/passwords';
import { createSession } from '#server/accounts/sessions';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database';

let database: TestDatabase;
let dataDir: string;

const SITE = { SITE_URL: 'https://agency.example', DATABASE_URL: 'postgres://unused/db' };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-prepare-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function freshDatabase(): Promise<void> {
  await database?.close();
  database = await createTestDatabase();
}
afterAll(async () => database.close());

async function userByEmail(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('prepareDatabase outside demo mode', () => {
  beforeAll(freshDatabase);

  it('creates the ADMIN_EMAIL admin once, and no demo data', async () => {
    const config = loadConfig({
      ...SITE,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'Owner@Starline.example',
      ADMIN_PASSWORD: 'tq8-Vw2p-LmZ4-owner',
    });
    expect(config.demo).toBe(false);
    expect(await prepareDatabase(config, database)).toEqual({
      adminCreated: true,
      demoSeeded: false,
      demoAccountsDisabled: [],
    });
    const owner = await userByEmail('owner@starline.example');
    expect(owner?.role).toBe('admin');
    expect(await verifyPassword(owner?.passwordHash ?? '', 'tq8-Vw2p-LmZ4-owner')).toBe(true);
    expect((await database.db.select({ n: count() }).from(celebrities))[0]?.n).toBe(0);

    // A second start with the same variables changes nothing, even with another password.
    const again = loadConfig({
      ...SITE,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@starline.example',
      ADMIN_PASSWORD: 'another-Pass-9182',
    });
    expect(await prepareDatabase(again, database)).toMatchObject({ adminCreated: false });
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
  });

  it('drops expired and idle sessions', async () => {
    const owner = await userByEmail('owner@starline.example');
    const userId = owner?.id ?? '';
    await database.db.insert(sessions).values([
      { userId, tokenHash: 'expired', expiresAt: new Date(Date.now() - 1000) },
      {
        userId,
        tokenHash: 'idle',
        expiresAt: new Date(Date.now() + 3_600_000),
        lastSeenAt: new Date(Date.now() - 2 * 3_600_000),
      },
      { userId, tokenHash: 'fresh', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await prepareDatabase(loadConfig({ ...SITE, DATA_DIR: dataDir, SESSION_IDLE_MINUTES: '60' }), database);
    const left = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(left.map((row) => row.tokenHash)).toEqual(['fresh']);
  });
});

describe('the first start without an admin', () => {
  beforeAll(freshDatabase);

  it('creates one admin with a random password, returned once, and none on the next start', async () => {
    const config = loadConfig({ ...SITE, DATA_DIR: dataDir });
    const first = await prepareDatabase(config, database);
    expect(first.initialAdmin?.email).toBe('admin@agency.example');
    const password = first.initialAdmin?.password ?? '';
    expect(password).toMatch(/^[\w-]{24}$/);
    const admin = await userByEmail('admin@agency.example');
    expect(admin).toMatchObject({ role: 'admin', status: 'active' });
    expect(admin?.passwordHash).not.toContain(password);
    expect(await verifyPassword(admin?.passwordHash ?? '', password)).toBe(true);

    const second = await prepareDatabase(config, database);
    expect(second.initialAdmin).toBeUndefined();
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
  });

  it('names the admin after the site when it can, else a local address', () => {
    expect(initialAdminEmail('https://www.agency.example')).toBe('admin@www.agency.example');
    expect(initialAdminEmail('http://localhost:3000')).toBe('admin@starline.local');
    expect(initialAdminEmail('http://127.0.0.1')).toBe('admin@starline.local');
  });
});

describe('leaving demo mode', () => {
  beforeAll(async () => {
    await freshDatabase();
    for (const account of [DEMO_ADMIN, DEMO_STAFF]) {
      await database.db.insert(users).values({
        name: account.name,
        email: account.email,
        role: account === DEMO_ADMIN ? 'admin' : 'staff',
        passwordHash: await hashPassword(account.password),
      });
    }
  });

  it('disables the demo accounts and ends their sessions, then makes a real admin', async () => {
    const demoAdmin = await userByEmail(DEMO_ADMIN.email);
    await createSession(database.db, demoAdmin?.id ?? '', 1);
    const prepared = await prepareDatabase(loadConfig({ ...SITE, DATA_DIR: dataDir }), database);
    expect(prepared.demoAccountsDisabled.sort()).toEqual([DEMO_ADMIN.email, DEMO_STAFF.email].sort());
    expect((await userByEmail(DEMO_ADMIN.email))?.status).toBe('disabled');
    expect((await userByEmail(DEMO_STAFF.email))?.status).toBe('disabled');
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, demoAdmin?.id ?? '')),
    ).toEqual([]);
    // No active admin was left, so one with a password nobody knows yet was made.
    expect(prepared.initialAdmin).toBeDefined();
  });

  it('makes them usable again in demo mode', async () => {
    // The demo catalogue is not what this test is about: mark it seeded already.
    await database.db.insert(appState).values({ key: DEMO_SEEDED_KEY, value: { at: 'before' } });
    const demo = loadConfig({ DATA_DIR: dataDir, DEMO: 'true', DATABASE_URL: 'postgres://unused/db' });
    expect(await prepareDatabase(demo, database)).toMatchObject({ demoSeeded: false });
    expect((await userByEmail(DEMO_ADMIN.email))?.status).toBe('active');
    expect((await userByEmail(DEMO_STAFF.email))?.status).toBe('active');
  });

  it('leaves a demo account alone once its password was changed', async () => {
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-New-Secret-4471') })
      .where(eq(users.email, DEMO_STAFF.email));
    const prepared = await prepareDatabase(loadConfig({ ...SITE, DATA_DIR: dataDir }), database);
    expect(prepared.demoAccountsDisabled).toEqual([DEMO_ADMIN.email]);
    expect((await userByEmail(DEMO_STAFF.email))?.status).toBe('active');
  });
});
