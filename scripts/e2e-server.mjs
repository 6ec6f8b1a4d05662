// Runs the built production server for the Playwright suite on a fresh, throw-away database, so
// every run starts from the same seeded demo data and leaves nothing behind.
// Expects `npm run build` to have produced dist/node/server/main.js and dist/web.
//
// The database: with TEST_DATABASE_URL set (as .ci/run sets it), one of this server's own on that
// PostgreSQL server, named after it and the port, created here and dropped at the end: the
// journeys then drive the configuration production runs, and cost about a fifth less CPU than on
// PGlite (docs/decisions/0013). Without it, or for a server on a shifted clock, embedded PGlite in
// a temp dir.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TEST_GATEWAY, startFakeRazorpay } from './fake-razorpay.mjs';
import { dropDatabase, recreateDatabase } from './postgres-database.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/node/server/main.js');

if (!existsSync(entry)) {
  console.error(`e2e-server: ${entry} is missing; run "npm run build" first.`);
  process.exit(1);
}

// E2E_DATA_DIR keeps the data where a journey says, past this server (a restart with another
// clock reads the same database); otherwise a fresh folder, deleted with the server.
const keptDataDir = process.env.E2E_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'starline-e2e-'));
const port = Number(process.env.E2E_PORT ?? '4173');

// A real mail server for the journeys (smtp-server, 127.0.0.1 only): the app sends to it over
// SMTP, and the journeys read what arrived from a small JSON mailbox beside it
// (e2e/helpers/mailbox.ts computes the same ports).
const { SMTPServer } = await import('smtp-server');
const { simpleParser } = await import('mailparser');
const messages = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // A mailbox the server refuses, as a real one refuses an unknown address: the outbox journeys
  // make a failed attempt with it (REFUSED_DOMAIN in e2e/admin-outbox.spec.ts).
  onRcptTo(address, _session, callback) {
    if (!address.address.endsWith('@refused.example')) return callback();
    const error = new Error('Mailbox unavailable');
    error.responseCode = 550;
    callback(error);
  },
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        // What came attached (a quote's PDF): its name, type and size, not its bytes.
        attachments: mail.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
          size: file.size,
        })),
      });
      callback();
    }, callback);
  },
});
await new Promise((resolve) => smtp.listen(port + 2000, '127.0.0.1', resolve));
// `?to=<address>`: that address's mail only, so a journey that asks every quarter of a second
// does not have every e-mail of the run serialised and parsed each time.
const mailbox = createServer((request, response) => {
  const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to');
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(to === null ? messages : messages.filter((mail) => mail.to.includes(to))));
});
await new Promise((resolve) => mailbox.listen(port + 2001, '127.0.0.1', resolve));

// The payment gateway (issue 38): a stand-in for Razorpay on port + 2002 (scripts/fake-razorpay.mjs)
// whose payment links open a small checkout of its own; paying there notifies this server's
// webhook, signed, as Razorpay does, and leads the browser back to the status page.
const razorpay = await startFakeRazorpay({
  port: port + 2002,
  notifyUrl: `http://127.0.0.1:${port}/api/payments/razorpay/webhook`,
});

// The journeys submit many inquiries from one address: lift the per-address hourly limit for them.
const env = {
  ...SERVER_ENV,
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  INQUIRY_MAX_PER_HOUR: '200',
  // ...and the password reset journeys ask for links from it in every project.
  PASSWORD_RESET_MAX_PER_HOUR: '100',
  // ...and each money journey answers a quote or reports a payment from it too.
  QUOTE_ANSWER_MAX_PER_HOUR: '200',
  // The journeys sign in with the demo accounts and browse the demo catalogue.
  DEMO: 'true',
  SMTP_URL: `smtp://127.0.0.1:${port + 2000}`,
  NOTIFY_EMAILS: 'desk@starline.example',
  OUTBOX_POLL_SECONDS: '1',
  RAZORPAY_KEY_ID: TEST_GATEWAY.keyId,
  RAZORPAY_KEY_SECRET: TEST_GATEWAY.keySecret,
  RAZORPAY_WEBHOOK_SECRET: TEST_GATEWAY.webhookSecret,
  RAZORPAY_API_URL: razorpay.url,
};
// Never a developer's own database or Redis: PGlite in the temp dir, or a database of our own.
delete env.DATABASE_URL;
delete env.REDIS_URL;
let databaseUrl;
// A server with a clock of its own (E2E_CLOCK_START, below) keeps PGlite, whose clock is the
// process's: PostgreSQL's now() would be the real time, hours or months from the server's.
if (process.env.TEST_DATABASE_URL && !process.env.E2E_CLOCK_START) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_e2e_${port}`;
  databaseUrl = url.toString();
  await recreateDatabase(databaseUrl);
  env.DATABASE_URL = databaseUrl;
}

// E2E_CLOCK_START (an ISO instant) starts the server's clock there (scripts/e2e-shifted-clock.mjs):
// e2e/helpers/private-server.ts starts a second server this way for the journeys that need an hour of
// their own; the suite's shared server keeps the real time.
const clockArgs = process.env.E2E_CLOCK_START
  ? ['--import', pathToFileURL(join(root, 'scripts/e2e-shifted-clock.mjs')).href]
  : [];

// Run as `npm start` runs it (scripts/server-process.mjs).
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...clockArgs, entry], {
  cwd: root,
  env,
  stdio: 'inherit',
  // Own process group: Playwright signals our whole group, and the server must get the signal
  // exactly once (from us below); a second SIGTERM makes the server skip its graceful shutdown.
  detached: true,
});

async function cleanUp() {
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  smtp.close();
  mailbox.close();
  await razorpay.close();
  if (databaseUrl) {
    await dropDatabase(databaseUrl).catch((error) =>
      console.error(`e2e-server: could not drop ${databaseUrl}: ${error.message}`),
    );
  }
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error('e2e-server: could not start the server:', error);
  void cleanUp().then(() => process.exit(1));
});

child.on('exit', (code, signal) => {
  // A server stopped by our forwarded signal counts as a clean stop.
  void cleanUp().then(() => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)));
});
