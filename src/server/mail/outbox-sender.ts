import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  claimDueEmails,
  type DeliveryRecorder,
  type EmailRow,
  recordFailure,
  recordGivenUp,
  recordSent,
  recordUnsent,
} from './outbox.js';
import { contentToSend, LinkNotIssuedError, type LinkSubjects } from './secret-links.js';
import { statusLinkKeyOf } from './status-link-tokens.js';
import type { EmailKind } from '#shared/constants/mail';
import { createMailTransport, type MailAttachment, type MailTransport } from './transport.js';

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
  /**
   * Makes the attachments of e-mails of these kinds when they are sent (a quote's PDF), so the
   * outbox holds no files. A maker throws LinkNotIssuedError when the e-mail can never be sent.
   */
  attachToKinds(kinds: EmailKind[], maker: AttachmentMaker): void;
  /**
   * Puts each delivery's outcome (sent, given up) on its inquiry's timeline with `recorder`, in
   * the outcome's transaction: the inquiry desk hands it over (inquiry-life/inquiry-life.ts).
   */
  recordDeliveriesWith(recorder: DeliveryRecorder): void;
  /** What this process's sender has done since it started (the metrics' counters). */
  totals(): Readonly<OutboxRun>;
  /**
   * The key that remakes secret links in this process (STATUS_LINK_KEY, else one made at start):
   * a calendar feed's secret is made under it too, so the sender can remake it (decision 0038).
   */
  readonly linkKey: string;
}

export type AttachmentMaker = (email: EmailRow) => Promise<MailAttachment[]>;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxSender;
  }
}

export interface OutboxSenderOptions {
  siteUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seconds between passes; 0: only when asked (tests). */
  pollSeconds: number;
  /** Remakes an inquiry's newest status link for its later e-mails (STATUS_LINK_KEY); undefined: one per process. */
  statusLinkKey: string | undefined;
  /** What making a secret link needs from its subject's domains (src/server/secret-link-subjects.ts). */
  linkSubjects: LinkSubjects;
}

/** E-mails claimed per query: a pass repeats until nothing is due. */
const CLAIM_BATCH = 10;
/** Passes per run at most, so one run cannot hold the sender forever. */
const MAX_BATCHES = 50;

/**
 * The outbox's sender in every server process: it claims due e-mails (outbox.ts says how a
 * claim keeps two senders apart), makes their secret links (secret-links.ts) and hands them to
 * the mail server. Without SMTP_URL every e-mail is kept, unsent, for the admin panel's outbox.
 * The timer is unref'd and stops when the app closes.
 */
export const outboxSenderPlugin = fp(
  async (app: FastifyInstance, options: OutboxSenderOptions) => {
    const transport: MailTransport | undefined = options.smtpUrl
      ? await createMailTransport(options.smtpUrl)
      : undefined;
    const host = new URL(options.siteUrl).hostname;
    const attachmentMakers = new Map<EmailKind, AttachmentMaker>();
    let recordDelivery: DeliveryRecorder | undefined;
    const totals: OutboxRun = { sent: 0, failed: 0, unsent: 0 };
    const statusLinkKey = statusLinkKeyOf(options.statusLinkKey);
    /** One e-mail's outcome, in the pass's run and in the process's totals. */
    const count = (run: OutboxRun, outcome: keyof OutboxRun) => {
      run[outcome] += 1;
      totals[outcome] += 1;
    };

    async function deliver(email: EmailRow, run: OutboxRun): Promise<void> {
      if (!transport) {
        await recordUnsent(app.db, email);
        count(run, 'unsent');
        return;
      }
      try {
        let content;
        let attachments: MailAttachment[] = [];
        try {
          attachments = (await attachmentMakers.get(email.kind)?.(email)) ?? [];
          content = await contentToSend(
            app.db,
            email,
            options.siteUrl,
            options.linkSubjects,
            new Date(),
            statusLinkKey,
          );
        } catch (error) {
          if (!(error instanceof LinkNotIssuedError)) throw error;
          await recordGivenUp(app.db, email, error.message);
          count(run, 'failed');
          return;
        }
        const result = await transport.send({
          messageId: `<${email.id}@${host}>`,
          from: options.mailFrom,
          to: email.recipients,
          subject: email.subject,
          ...content,
          ...(attachments.length > 0 && { attachments }),
        });
        await recordSent(app.db, email, result, recordDelivery);
        count(run, 'sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        app.log.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'e-mail not sent; will retry');
        await recordFailure(app.db, email, message, new Date(), recordDelivery);
        count(run, 'failed');
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

    async function safely(): Promise<void> {
      try {
        await outbox.runOnce();
      } catch (error) {
        // The database may be away for a moment; the next pass tries again.
        app.log.warn({ err: error }, 'outbox pass failed');
      }
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
        setImmediate(() => void safely());
      },
      attachToKinds(kinds, maker) {
        for (const kind of kinds) attachmentMakers.set(kind, maker);
      },
      recordDeliveriesWith(recorder) {
        recordDelivery = recorder;
      },
      totals: () => ({ ...totals }),
      linkKey: statusLinkKey,
    };
    app.decorate('outbox', outbox);

    let timer: NodeJS.Timeout | undefined;
    if (options.pollSeconds > 0) {
      timer = setInterval(() => void safely(), options.pollSeconds * 1000);
      timer.unref();
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport?.close();
    });
  },
  { name: 'outbox-sender' },
);
