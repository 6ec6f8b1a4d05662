import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.js';
import { createCelebrity, postInquiry, signIn } from './harness/api.js';
import { type ServerProcess, serverEnv, startServer, tempDataDir } from './harness/built-server.js';
import { Cleanup } from './harness/cleanup.js';
import { summary } from './harness/http.js';
import { startInstancePair } from './harness/instance-pair.js';
import { createFreshDatabase } from './harness/machine-postgres.js';
import { eventually, sleep } from './harness/wait.js';

/**
 * The outbox across processes: two instances of the built server on one database, each with
 * its own sender, both handing mail to one real SMTP server; one instance restarted while
 * inquiries keep arriving. Every e-mail must arrive exactly once.
 */
const cleanup = new Cleanup();
const INQUIRIES = 20;
let sink: SmtpSink;
let env: Record<string, string>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  sink = await startSmtpSink();
  cleanup.add('stop the mail server', () => sink.close());
  const database = await createFreshDatabase();
  cleanup.add('drop database', () => database.drop());
  const data = await tempDataDir('outbox');
  cleanup.add('remove data dir', data.remove);
  env = serverEnv(data.dir, {
    DATABASE_URL: database.url,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Starline Talent <desk@starline.example>',
    NOTIFY_EMAILS: 'team@starline.example',
    OUTBOX_POLL_SECONDS: '1',
  });
  ({ a, b } = await startInstancePair(env, cleanup));
});

afterAll(() => cleanup.run());

describe('the outbox with two instances and a restart', () => {
  it('delivers each inquiry’s two e-mails exactly once', async () => {
    const token = await signIn(a.url);
    const celebrity = await createCelebrity(a.url, token, 'Mailed Everywhere');
    for (let i = 0; i < INQUIRIES; i += 1) {
      // A restart halfway: A stops gracefully (its sender finishes what it claimed) and comes back.
      if (i === INQUIRIES / 2) {
        const stopped = await a.stop();
        expect(stopped.killed, a.output()).toBe(false);
        a = await startServer(env);
        cleanup.add('stop A again', async () => void (await a.stop()));
      }
      const answer = await postInquiry(i % 2 === 0 ? a.url : b.url, celebrity);
      expect(answer.status, summary(answer)).toBe(201);
    }
    const expected = INQUIRIES * 2;
    expect(await eventually(() => Promise.resolve(sink.received.length >= expected), 30_000, 100)).toBe(true);
    // A few more polls of both senders: nothing more may arrive.
    await sleep(3_000);
    expect(sink.received).toHaveLength(expected);
    const ids = new Set(sink.received.map((mail) => mail.parsed.messageId));
    expect(ids.size).toBe(expected);
    expect(sink.received.filter((mail) => mail.to.includes('team@starline.example'))).toHaveLength(INQUIRIES);
  });
});
