import { describe, expect, it } from 'vitest';
import { emailOutcome, plainSendError, type EmailOutcomeFields } from './email-outcome.js';

/** 10:02:50 am in India on 28 November 2026. */
const NOW = new Date('2026-11-28T04:32:50Z');

const email = (fields: Partial<EmailOutcomeFields>): EmailOutcomeFields => ({
  state: 'pending',
  attempts: 0,
  nextAttemptAt: '2026-11-28T04:33:10Z',
  lastError: null,
  sentAt: null,
  ...fields,
});

describe('emailOutcome', () => {
  it.each<[string, Partial<EmailOutcomeFields>, string]>([
    ['a new e-mail', {}, 'Waiting to send, first try at 10:03 am'],
    [
      'a new e-mail whose time has passed',
      { nextAttemptAt: '2026-11-28T04:31:00Z' },
      'Waiting to send, first try due since 10:01 am',
    ],
    [
      // Attempt 1 was followed by a 30 s wait: it failed at 10:02:40.
      'a first attempt refused',
      { attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' },
      'Waiting to send, attempt 1 failed at 10:02 am: the mail server refused the connection; next try at 10:03 am',
    ],
    [
      // Attempt 9 waits an hour: it failed at 9:03:10.
      'the ninth attempt, an hour before',
      { attempts: 9, lastError: 'Message failed: 451 Try again later' },
      'Waiting to send, attempt 9 failed at 9:03 am: the mail server asked to try again later; next try at 10:03 am',
    ],
    [
      'a retry overdue, the day before',
      { attempts: 2, lastError: 'Greeting never received', nextAttemptAt: '2026-11-27T12:00:00Z' },
      'Waiting to send, attempt 2 failed at 27 Nov 2026 at 5:29 pm: the mail server did not answer in time; next try due since 27 Nov 2026 at 5:30 pm',
    ],
    ['attempts without an error kept', { attempts: 2 }, 'Waiting to send, 2 attempts so far; next try at 10:03 am'],
    ['one being sent', { state: 'sending', attempts: 1 }, 'Sending now, attempt 1'],
    [
      'one sent again after a failure',
      { state: 'sending', attempts: 2, lastError: 'Invalid login: 535 Invalid username or password' },
      'Sending now, attempt 2; the one before failed: the mail server did not accept our login',
    ],
    ['one sent', { state: 'sent', attempts: 1, sentAt: '2026-11-28T04:32:00Z' }, 'Sent at 10:02 am'],
    [
      'one sent on a later attempt, yesterday',
      { state: 'sent', attempts: 3, sentAt: '2026-11-27T04:34:00Z' },
      'Sent at 27 Nov 2026 at 10:04 am, on attempt 3',
    ],
    [
      'one given up after a day',
      {
        state: 'failed',
        attempts: 26,
        lastError: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
      },
      'Failed after 26 attempts: the mail server refused the recipient’s address; it will not be tried again',
    ],
    [
      'one given up at once, for a reason of the outbox’s own',
      { state: 'failed', attempts: 1, lastError: 'The inquiry was deleted, so no status link was sent.' },
      'Failed after 1 attempt: the inquiry was deleted, so no status link was sent; it will not be tried again',
    ],
    [
      'one kept where no mail server is configured',
      { state: 'unsent', attempts: 1 },
      'Not sent: no mail server is configured, so it was only recorded here',
    ],
  ])('%s', (_case, fields, sentence) => {
    expect(emailOutcome(email(fields), NOW)).toBe(sentence);
  });
});

describe('plainSendError', () => {
  it.each([
    ['connect ECONNREFUSED 127.0.0.1:2525', 'the mail server refused the connection'],
    ['getaddrinfo ENOTFOUND smtp.example.com', 'the mail server’s address could not be found'],
    ['connect EHOSTUNREACH 10.0.0.9:587', 'the mail server could not be reached'],
    ['Connection timeout', 'the mail server did not answer in time'],
    ['connect ETIMEDOUT 10.0.0.9:587', 'the mail server did not answer in time'],
    ['Connection closed unexpectedly', 'the connection to the mail server was cut'],
    ['read ECONNRESET', 'the connection to the mail server was cut'],
    ['Invalid login: 535 5.7.8 Authentication failed', 'the mail server did not accept our login'],
    ['self-signed certificate in certificate chain', 'the mail server’s security certificate was not accepted'],
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <x@example.com>: Recipient address rejected",
      'the mail server refused the recipient’s address',
    ],
    ['every recipient was refused: 250 OK', 'the mail server refused the recipient’s address'],
    ['550 no such user', 'the mail server refused the recipient’s address'],
    ['Message failed: 554 5.7.1 Message rejected as spam', 'the mail server rejected the e-mail'],
    ['Message failed: 421 4.7.0 Too many connections', 'the mail server asked to try again later'],
    ['The quote was deleted, so its e-mail was not sent.', 'the quote was deleted, so its e-mail was not sent'],
    ['SMTP said something new', 'SMTP said something new'],
  ])('%s', (raw, plain) => {
    expect(plainSendError(raw)).toBe(plain);
  });
});
