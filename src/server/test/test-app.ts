import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Role } from '#shared/constants/accounts';
import { buildApp } from '#server/app';
import { type Config, loadConfig } from '#server/config';
import { createPostgresDatabase } from '#server/db/client';
import { sessions, users } from '#server/accounts/accounts-tables';
import { hashToken } from '#server/lib/tokens';
import { hashPassword } from '#server/accounts/passwords';
import { createSession } from '#server/accounts/sessions';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestUser {
  id: string;
  sessionId: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

/** What a test may choose about a user it creates; the rest is made up. */
export interface TestUserFields {
  name?: string;
  email?: string;
  password?: string;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;

/** A built app on a fresh database and uploads folder, plus helpers to make signed-in users. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SITE_URL: 'https://starline.example' }),
    // Each app counts its Redis limits apart: test files run in parallel from one address.
    redisKeyPrefix: `test:${randomBytes(6).toString('hex')}:`,
    // Test files run side by side on two cores, where a lagging loop is the machine, not the app
    // under test; plugins/overload.test.ts turns the guard on for itself.
    overloadEventLoopDelayMs: 0,
    // Tests run the outbox's passes themselves (`app.outbox.runOnce()`), so nothing races them.
    outboxPollSeconds: 0,
    ...overrides,
  };
  const database: TestDatabase = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  async function createUser(role: Role = 'admin', fields: TestUserFields = {}): Promise<TestUser> {
    counter += 1;
    const email = fields.email ?? `${role}${counter}-${Date.now()}@starline.example`;
    const password = fields.password ?? 'Secret#12345';
    const [row] = await database.db
      .insert(users)
      .values({
        name: fields.name ?? `Test ${role} ${counter}`,
        email,
        role,
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert failed');
    const token = await createSession(database.db, row.id, 1);
    const [session] = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!session) throw new Error('session insert failed');
    return { id: row.id, sessionId: session.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
  }

  return {
    app,
    config,
    database,
    db: database.db,
    uploadsDir: config.uploadsDir,
    dataDir,
    createUser,
    /**
     * A POST of `text` exactly as written, labelled JSON: for the bodies a client library would
     * never build (malformed, poisoned, the wrong type) that the server must still refuse cleanly.
     */
    postJsonText(url: string, text: string) {
      return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: text });
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on a test app's PostgreSQL database, as another instance of the server would be
 * (the postgres project only). Close it before the first.
 */
export async function startSecondInstance(first: TestApp) {
  const url = first.database.url;
  if (!url) throw new Error('a second instance needs the postgres project');
  const second = await buildApp({
    config: first.config,
    database: createPostgresDatabase(url, { max: 2 }),
    logger: false,
  });
  await second.ready();
  return second;
}
