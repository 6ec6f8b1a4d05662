import { emails } from '#server/mail/mail-tables';
import type { Config } from '#server/config';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A test app whose e-mail really goes, over SMTP, to a sink of its own. */
export async function startMailingApp(overrides: Partial<Config> = {}): Promise<{ t: TestApp; sink: SmtpSink }> {
  const sink = await startSmtpSink();
  const t = await createTestApp({ smtpUrl: sink.url, ...overrides });
  return { t, sink };
}

export async function stopMailingApp(t: TestApp | undefined, sink: SmtpSink | undefined): Promise<void> {
  await t?.close();
  await sink?.close();
}

/** An empty sink and outbox, for a test that counts what it sends. */
export async function clearMail(t: TestApp, sink: SmtpSink): Promise<void> {
  sink.received.length = 0;
  await t.db.delete(emails);
}
