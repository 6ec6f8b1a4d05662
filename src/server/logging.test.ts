import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from './app.js';
import { loadConfig } from './config.js';
import { users } from '#server/accounts/accounts-tables';
import { hashPassword } from '#server/accounts/passwords';
import { inquiryBody } from '#server/test/fixtures';
import { insertCelebrity } from '#server/test/rows';
import { type SmtpSink, startSmtpSink } from '#server/test/smtp-sink';
import { createTestDatabase } from '#server/test/test-database';

const PASSWORD = 'Sup3r-Secret-Passw0rd';
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;
let sink: SmtpSink;
let celebrityId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-logs-'));
  sink = await startSmtpSink();
  const database = await createTestDatabase();
  await database.db.insert(users).values({
    name: 'Logged',
    email: 'logged@starline.example',
    role: 'admin',
    passwordHash: await hashPassword(PASSWORD),
  });
  celebrityId = (await insertCelebrity(database.db, { name: 'Logged Star' })).id;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  app = await buildApp({
    config: {
      ...loadConfig({ DATA_DIR: dataDir, SITE_URL: 'https://starline.example' }),
      // The secret links are made when their e-mails are sent: these go to a sink of the test's own.
      smtpUrl: sink.url,
      outboxPollSeconds: 0,
      overloadEventLoopDelayMs: 0,
    },
    database,
    logger: { ...loggerOptions('trace'), stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await sink.close();
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

  it('never carry the payment gateway’s secrets saved in Settings → Payments', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logged@starline.example', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.token as string}` };
    const secrets = { gatewayKeySecret: 'logged-key-secret-0001', gatewayWebhookSecret: 'logged-webhook-secret-0001' };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/site/payments',
      headers,
      payload: { gatewayKeyId: 'rzp_test_Logged000001', ...secrets },
    });
    expect(saved.statusCode).toBe(200);
    // A refused body (its key id the wrong shape) is not written out either.
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/site/payments',
      headers,
      payload: { gatewayKeyId: 'not-a-key', ...secrets },
    });
    expect(refused.statusCode).toBe(400);
    // Whatever a later line logs: the fields are redacted by name.
    app.log.info({ change: secrets, ...secrets }, 'a line that names the secrets');
    const text = lines.join('');
    expect(text).toContain('a line that names the secrets');
    expect(text).not.toContain(secrets.gatewayKeySecret);
    expect(text).not.toContain(secrets.gatewayWebhookSecret);
  });

  it('never carry the secret of a status link, a calendar feed or a reset link, whatever was asked', async () => {
    const admin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logged@starline.example', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${admin.json().data.token as string}` };
    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiryBody(celebrityId, { email: 'kavya@example.com' }),
    });
    expect(inquiry.statusCode).toBe(201);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'logged@starline.example' },
    });
    expect(reset.statusCode).toBeLessThan(300);
    await app.outbox.runOnce();
    const mailText = sink.received.map((mail) => mail.parsed.text ?? '').join('\n');
    const statusToken = /\/inquiry\/([A-Za-z0-9_-]{43})/.exec(mailText)?.[1];
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mailText)?.[1];
    const feed = await app.inject({ method: 'POST', url: `/api/celebrities/${celebrityId}/calendar-feed`, headers });
    const feedSecret = /\/api\/calendar-feeds\/([A-Za-z0-9_-]+)\.ics$/.exec(feed.json().data.url as string)?.[1];
    if (!statusToken || !resetToken || !feedSecret) throw new Error('a secret link was not made');
    // A guessed (well-formed, unknown) token is as secret-looking as a real one: it must not show either.
    const guessed = 'G'.repeat(43);

    lines.length = 0;
    const status = `/api/inquiry-status/${statusToken}`;
    const asked: [string, string, Record<string, unknown>?][] = [
      ['GET', `/inquiry/${statusToken}`],
      ['GET', status],
      ['GET', `${status}?fresh=1`],
      ['GET', `${status}/quote.pdf`],
      ['POST', `${status}/quote/accept`, { version: 1 }],
      ['POST', `${status}/quote/decline`, { version: 1, reason: 'Too dear' }],
      ['POST', `${status}/quote/request`, {}],
      ['GET', `${status}/invoice.pdf`],
      ['GET', `/api/inquiry-status/${statusToken.replace('A', '%41')}`],
      ['GET', `/api/inquiry-status/${guessed}`],
      ['GET', `/api/inquiry-status/${statusToken}%zz`],
      ['GET', `/api/calendar-feeds/${feedSecret}.ics`],
      ['GET', `/api/calendar-feeds/${guessed}.ics`],
      ['GET', `/admin/reset-password?token=${resetToken}`],
      ['GET', `/admin/reset-password?next=1&token=${resetToken}`],
    ];
    for (const [method, url, payload] of asked) {
      await app.inject({ method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) });
    }
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: resetToken, password: 'An0ther-Long-Passw0rd' },
    });
    expect(confirmed.statusCode).toBe(200);

    const text = lines.join('');
    // Every request was logged, with the address it asked for (its secret redacted).
    expect(text).toContain('/api/inquiry-status/[redacted]/quote/accept');
    expect(text).toContain('/api/calendar-feeds/[redacted].ics');
    expect(text).toContain('/inquiry/[redacted]');
    expect(text).toContain('/admin/reset-password?token=[redacted]');
    for (const secret of [statusToken, statusToken.slice(-12), resetToken, feedSecret, guessed]) {
      expect(text).not.toContain(secret);
    }
  });

  it('redacts a secret in the line of a cached answer sent before the framework', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const secret = 'S'.repeat(43);
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const path = `/api/celebrities/${celebrityId}?token=${secret}`;
        http
          .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject);
      });
    const answeredFast = app.catalogueCache.stats().fastAnswers;
    expect(await get()).toBe(200);
    expect(await get()).toBe(200);
    expect(app.catalogueCache.stats().fastAnswers).toBe(answeredFast + 1);
    const fastLines = lines.filter((line) => line.includes('request completed from the cache'));
    expect(fastLines.at(-1)).toContain('?token=[redacted]');
    expect(lines.join('')).not.toContain(secret);
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
