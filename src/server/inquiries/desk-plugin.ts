import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueDueSoonAlerts } from './due-soon.js';
import type { DeskSettings } from './inquiry-emails.js';
import { recordTimelineEvent } from '#server/inquiry-life/inquiry-life';

/** The inquiry desk's settings, and its scan for inquiries whose promised reply comes due. */
export interface Desk extends DeskSettings {
  /** Queues the due-soon alerts that have come due (and wakes the outbox's sender). */
  scanDueSoon(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    desk: Desk;
  }
}

export interface DeskOptions {
  settings: DeskSettings;
  /** Seconds before the first scan; 0: only when asked (tests). */
  pollSeconds: number;
}

/** The scan runs once per this many polls (every minute at the default 5 s). */
const SCAN_EVERY_POLLS = 12;

/**
 * The inquiry desk in every server process: its settings for the services, and the due-soon
 * scan, soon after start and then every minute (several processes scanning at once queue each
 * alert once: due-soon.ts). The timers are unref'd and stop when the app closes.
 */
export const inquiryDeskPlugin = fp(
  async (app: FastifyInstance, options: DeskOptions) => {
    const desk: Desk = {
      ...options.settings,
      async scanDueSoon(now) {
        const queued = await queueDueSoonAlerts(app.db, options.settings, now);
        if (queued > 0) app.outbox.wake();
        return queued;
      },
    };
    app.decorate('desk', desk);
    // The outbox's deliveries (sent, given up) go on their inquiry's timeline through its owner.
    app.outbox.recordDeliveriesWith((tx, outcome) =>
      recordTimelineEvent(tx, outcome.inquiryId, 'system', outcome.kind, outcome.details),
    );

    let scanning: Promise<void> | undefined;
    function scan(): Promise<void> {
      scanning ??= desk
        .scanDueSoon()
        .then(() => undefined)
        // The database may be away for a moment; the next scan tries again.
        .catch((error: unknown) => app.log.warn({ err: error }, 'due-soon scan failed'))
        .finally(() => {
          scanning = undefined;
        });
      return scanning;
    }

    let first: NodeJS.Timeout | undefined;
    let every: NodeJS.Timeout | undefined;
    if (options.pollSeconds > 0) {
      first = setTimeout(() => void scan(), options.pollSeconds * 1000);
      every = setInterval(() => void scan(), options.pollSeconds * SCAN_EVERY_POLLS * 1000);
      first.unref();
      every.unref();
    }
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
      await scanning;
    });
  },
  { name: 'inquiry-desk', dependencies: ['outbox-sender'] },
);
