import { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` messages with a temporary failure (451), as a struggling server does. */
  refuseNext(count: number): void;
  /** Resolves once `count` messages have arrived in all (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 (the `smtp-server` package): it receives what
 * nodemailer really sends, with a login, and keeps each message parsed for the test to read.
 * `port` 0 takes a free one; a given port starts the mail server again where it was (an outage).
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    // 127.0.0.1 only, in a test: the login is checked without TLS.
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'desk' && auth.password === 'secret') callback(null, { user: 'desk' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            parsed,
          });
          callback(null);
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://desk:secret@127.0.0.1:${listening}`,
    port: listening,
    received,
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
