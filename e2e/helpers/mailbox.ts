import { expect, type APIRequestContext } from '@playwright/test';
import { WORKER_PORT } from './worker-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** This worker's e2e server's mailbox (scripts/e2e-server.mjs): what its SMTP server received. */
const MAILBOX_URL = `http://127.0.0.1:${WORKER_PORT + 2001}/`;

/**
 * The first e-mail to `address` whose subject matches, once it has arrived; `mailbox` names
 * another server's (a private server's, e2e/helpers/private-server.ts); `saying`, words its text
 * must hold (a mailbox the team shares with other journeys holds alike subjects).
 */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
  mailbox: string = MAILBOX_URL,
  saying = '',
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  const url = new URL(mailbox);
  url.searchParams.set('to', address);
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(url.toString())).json()) as ReceivedMail[];
        found = all.find(
          (mail) => mail.to.includes(address) && subject.test(mail.subject) && mail.text.includes(saying),
        );
        return found !== undefined;
      },
      // Every quarter of a second: the default steps (0.1, 0.25, 0.5, then each second) let a
      // mail that arrived after one second wait up to another for the journey to see it.
      {
        timeout: 20_000,
        intervals: [100, 250],
        message: `an e-mail to ${address} matching ${subject}${saying && ` saying “${saying}”`}`,
      },
    )
    .toBe(true);
  return found as ReceivedMail;
}
