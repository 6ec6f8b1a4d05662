import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from './app.js';
import { loadConfig } from './config.js';
import { users } from '#server/db/schema';
import { hashPassword } from '#server/accounts/passwords';
import { createTestDatabase } from '#server/test/test-database';

const PASSWORD = 'Sup3r-Secret-Passw0rd';
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-logs-'));
  const database = await createTestDatabase();
  await database.db.insert(users).values({
    name: 'Logged',
    email: 'logged@starline.example',
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, SITE_URL: 'https://starline.example' }),
    database,
    logger: { ...loggerOptions('trace'), stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('request logs', () => {
  it('carry a request id and never a password or token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logged@starline.example', password: PASSWORD },
    });
    const token = login.json().data.token as string;
    await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'trace-me-12345' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logged@starline.example', password: `${PASSWORD}x` },
    });

    const text = lines.join('');
    expect(text).toContain('"reqId":"trace-me-12345"');
    expect(lines.some((line) => line.includes('"msg":"login failed"'))).toBe(true);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(token);
  });

  it('echoes the request id to the client', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-12345678' } });
    expect(res.headers['x-request-id']).toBe('abc-12345678');
    const generated = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
