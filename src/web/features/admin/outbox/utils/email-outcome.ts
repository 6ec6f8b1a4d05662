import { retryDelaySeconds } from '#shared/email-retries';
import { formatDate, formatIndianClock, indianDay } from '#shared/format';
import type { EmailSummary } from '#shared/schemas/email';

/** What the sentence is made from: the e-mail's state and its sending record. */
export type EmailOutcomeFields = Pick<EmailSummary, 'state' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'sentAt'>;

/*
 * The mail server's or the network's error, as nodemailer words it and the outbox stores it
 * (outbox-sender.ts keeps `error.message`), in plain words; the first that matches wins, so the
 * specific come before the general (an SMTP code). The raw text stays on the e-mail's page.
 */
const PLAIN_REASONS: readonly [RegExp, string][] = [
  [/ECONNREFUSED/, 'the mail server refused the connection'],
  [/ENOTFOUND|EAI_AGAIN|getaddrinfo/, 'the mail server’s address could not be found'],
  [/EHOSTUNREACH|ENETUNREACH/, 'the mail server could not be reached'],
  [/ETIMEDOUT|timeout|timed out|Greeting never received/i, 'the mail server did not answer in time'],
  [/ECONNRESET|EPIPE|Connection closed|socket hang up/i, 'the connection to the mail server was cut'],
  [/Invalid login|EAUTH|\b53[45]\b|authentication/i, 'the mail server did not accept our login'],
  [/certificate|self[- ]signed|\bTLS\b|\bSSL\b/i, 'the mail server’s security certificate was not accepted'],
  [
    /recipients were rejected|recipient was refused|recipient address rejected|user unknown|no such user|mailbox (is )?unavailable/i,
    'the mail server refused the recipient’s address',
  ],
  [/\b5\d\d\b/, 'the mail server rejected the e-mail'],
  [/\b4\d\d\b/, 'the mail server asked to try again later'],
];

/**
 * A stored send error in plain words: a known mail server or network error as what it means, any
 * other (the outbox's own reasons, "The inquiry was deleted, so no status link was sent.") as it
 * is, fitted into a sentence.
 */
export function plainSendError(error: string): string {
  const known = PLAIN_REASONS.find(([pattern]) => pattern.test(error));
  if (known) return known[1];
  const text = error.trim().replace(/\.$/, '');
  // "The inquiry…" reads on after a colon as "the inquiry…"; "SMTP…" keeps its capitals.
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** A moment in India's time: its time alone on `now`'s day there, with its day on any other. */
function when(at: string, now: Date): string {
  const clock = formatIndianClock(at);
  return indianDay(at) === indianDay(now) ? clock : `${formatDate(at, 'short')} at ${clock}`;
}

/** "next try at 10:03 am", or "…due since…" once its time has passed without a try. */
function nextTry(nextAttemptAt: string, now: Date, first: boolean): string {
  const label = first ? 'first try' : 'next try';
  return new Date(nextAttemptAt) > now
    ? `${label} at ${when(nextAttemptAt, now)}`
    : `${label} due since ${when(nextAttemptAt, now)}`;
}

const attemptsWord = (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`;

/**
 * What happened to an outbox e-mail, in one sentence in India's time: "Waiting to send, attempt 1
 * failed at 10:02 am: the mail server refused the connection; next try at 10:03 am". A failed
 * attempt's moment is not stored: the sender set the next try that long after it
 * (retryDelaySeconds), so it is read back from there.
 */
export function emailOutcome(email: EmailOutcomeFields, now: Date = new Date()): string {
  const reason = email.lastError ? plainSendError(email.lastError) : undefined;
  switch (email.state) {
    case 'pending': {
      if (email.attempts === 0) return `Waiting to send, ${nextTry(email.nextAttemptAt, now, true)}`;
      const failedAt = new Date(new Date(email.nextAttemptAt).getTime() - retryDelaySeconds(email.attempts) * 1000);
      const failed = reason
        ? `attempt ${email.attempts} failed at ${when(failedAt.toISOString(), now)}: ${reason}`
        : `${attemptsWord(email.attempts)} so far`;
      return `Waiting to send, ${failed}; ${nextTry(email.nextAttemptAt, now, false)}`;
    }
    case 'sending':
      return reason
        ? `Sending now, attempt ${email.attempts}; the one before failed: ${reason}`
        : `Sending now, attempt ${email.attempts}`;
    case 'sent': {
      const at = email.sentAt ? ` at ${when(email.sentAt, now)}` : '';
      return email.attempts > 1 ? `Sent${at}, on attempt ${email.attempts}` : `Sent${at}`;
    }
    case 'failed':
      return `Failed after ${attemptsWord(email.attempts)}${reason ? `: ${reason}` : ''}; it will not be tried again`;
    case 'unsent':
      return 'Not sent: no mail server is configured, so it was only recorded here';
  }
}
