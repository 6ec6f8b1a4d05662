import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport, type MailTransport } from '#server/mail/transport';
import { queueDueSoonAlerts } from './due-soon.js';
import type { DeskSettings } from './inquiry-emails.js';
import {
  claimDueEmails,
  type EmailRow,
  recordFailure,
  recordGivenUp,
  recordSent,
  recordUnsent,
} from '#server/mail/outbox';
import { contentToSend, LinkNotIssuedError } from '#server/mail/secret-links';

export interface OutboxRun {
  sent: number;
  failed: number;
  unsent: number;
}

export interface OutboxSender {
  /** Sends what is due soon after a change queued e-mails, instead of at the next poll. */
  wake(): void;
  /** One pass: claims and sends every due e-mail. */
  runOnce(): Promise<OutboxRun>;
  /** Queues the due-soon alerts that have come due. */
  scanDueSoon(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskSettings;
    outbox: OutboxSender;
  }
}

export interface InquiryDeskOptions {
  settings: DeskSettings;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seconds between passes of the sender and of the due-soon scan; 0: only when asked (tests). */
  pollSeconds: number;
}

/** E-mails claimed per query: a pass repeats until nothing is due. */
const CLAIM_BATCH = 10;
/** Passes per run at most, so one run cannot hold the sender forever. */
const MAX_BATCHES = 50;
/** The due-soon scan runs once per this many sender passes (every minute at the default 5 s). */
const SCAN_EVERY_PASSES = 12;

/**
 * The inquiry desk's background work in every server process: a sender that claims due e-mails
 * from the outbox and hands them to the mail server (mail/outbox.ts says how a claim keeps
 * two senders apart), and the due-soon scan. Without SMTP_URL every e-mail is kept, unsent, for
 * the admin panel's outbox. Timers are unref'd and stop when the app closes.
 */
export const inquiryDeskPlugin = fp(async (app: FastifyInstance, options: InquiryDeskOptions) => {
  const transport: MailTransport | undefined = options.smtpUrl ? createMailTransport(options.smtpUrl) : undefined;
  const host = new URL(options.settings.siteUrl).hostname;

  async function deliver(email: EmailRow, run: OutboxRun): Promise<void> {
    if (!transport) {
      await recordUnsent(app.db, email);
      run.unsent += 1;
      return;
    }
    try {
      let content;
      try {
        content = await contentToSend(app.db, email, options.settings.siteUrl);
      } catch (error) {
        if (!(error instanceof LinkNotIssuedError)) throw error;
        await recordGivenUp(app.db, email, error.message);
        run.failed += 1;
        return;
      }
      const result = await transport.send({
        messageId: `<${email.id}@${host}>`,
        from: options.mailFrom,
        to: email.recipients,
        subject: email.subject,
        ...content,
      });
      await recordSent(app.db, email, result);
      run.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      app.log.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'e-mail not sent; will retry');
      await recordFailure(app.db, email, message);
      run.failed += 1;
    }
  }

  let running: Promise<OutboxRun> | undefined;
  async function pass(): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, failed: 0, unsent: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const claimed = await claimDueEmails(app.db, CLAIM_BATCH);
      if (claimed.length === 0) break;
      for (const email of claimed) await deliver(email, run);
    }
    return run;
  }

  const outbox: OutboxSender = {
    // One pass at a time in this process: a second caller shares the running one.
    runOnce() {
      running ??= pass().finally(() => {
        running = undefined;
      });
      return running;
    },
    wake() {
      if (options.pollSeconds === 0) return;
      setImmediate(() => void safely(() => outbox.runOnce()));
    },
    scanDueSoon: (now) => queueDueSoonAlerts(app.db, options.settings, now),
  };
  app.decorate('desk', options.settings);
  app.decorate('outbox', outbox);

  async function safely(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      // The database may be away for a moment; the next pass tries again.
      app.log.warn({ err: error }, 'inquiry desk pass failed');
    }
  }

  let passes = 0;
  let timer: NodeJS.Timeout | undefined;
  if (options.pollSeconds > 0) {
    timer = setInterval(() => {
      passes += 1;
      void safely(async () => {
        if (passes % SCAN_EVERY_PASSES === 1) await outbox.scanDueSoon();
        await outbox.runOnce();
      });
    }, options.pollSeconds * 1000);
    timer.unref();
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
    transport?.close();
  });
});
