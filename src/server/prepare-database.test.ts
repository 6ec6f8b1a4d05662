import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { celebrities, sessions, users } from './db/schema.js';
import { prepareDatabase } from './prepare-database.js';
import { verifyPassword } from './services/passwords.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-prepare-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('prepareDatabase', () => {
  it('creates the ADMIN_EMAIL admin once, without demo data outside demo mode', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://unused/db',
      ADMIN_EMAIL: 'Owner@Starline.example',
      ADMIN_PASSWORD: 'Owner#2026pass',
    });
    expect(config.demo).toBe(false);
    expect(await prepareDatabase(config, database)).toEqual({ adminCreated: true, demoSeeded: false });
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@starline.example'));
    expect(owner?.role).toBe('admin');
    expect(await verifyPassword(owner?.passwordHash ?? '', 'Owner#2026pass')).toBe(true);
    expect((await database.db.select({ n: count() }).from(celebrities))[0]?.n).toBe(0);

    // A second start with the same variables changes nothing, even with another password.
    const again = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://unused/db',
      ADMIN_EMAIL: 'owner@starline.example',
      ADMIN_PASSWORD: 'another-password',
    });
    expect(await prepareDatabase(again, database)).toEqual({ adminCreated: false, demoSeeded: false });
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
  });

  it('drops expired sessions', async () => {
    const [owner] = await database.db.select().from(users);
    await database.db
      .insert(sessions)
      .values({ userId: owner?.id ?? '', tokenHash: 'expired', expiresAt: new Date(Date.now() - 1000) });
    await prepareDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://unused/db' }), database);
    expect(await database.db.select().from(sessions).where(eq(sessions.tokenHash, 'expired'))).toEqual([]);
  });
});
