import { describe, expect, it } from 'vitest';
import type { InquiryActivity } from '#shared/schemas/inquiry';
import { timelineEntries } from './timeline-entries';

const email = (fields: Partial<InquiryActivity['emails'][number]>): InquiryActivity['emails'][number] => ({
  _id: '0b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11',
  kind: 'inquiry_received',
  inquiry: null,
  recipients: ['kavya@example.com'],
  subject: 'We received your inquiry SLT-2611-0042',
  state: 'sent',
  attempts: 1,
  nextAttemptAt: '2026-11-23T10:00:00.000Z',
  lastError: null,
  smtpResponse: '250 OK',
  messageId: '<x@starline.example>',
  sentAt: '2026-11-23T10:00:05.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  ...fields,
});

describe('timelineEntries', () => {
  it('tells each event in words, oldest first, with the e-mails and their delivery state', () => {
    const entries = timelineEntries({
      timeline: [
        { kind: 'received', actorName: null, details: {}, at: '2026-11-23T10:00:00.000Z' },
        { kind: 'email_sent', actorName: null, details: {}, at: '2026-11-23T10:00:05.000Z' },
        { kind: 'assigned', actorName: 'Priya', details: { assigneeName: 'Rohan' }, at: '2026-11-23T11:00:00.000Z' },
        { kind: 'quoted', actorName: 'Rohan', details: { from: null, to: 250000 }, at: '2026-11-23T12:00:00.000Z' },
        { kind: 'quoted', actorName: 'Rohan', details: { from: 250000, to: 300000 }, at: '2026-11-23T12:30:00.000Z' },
        {
          kind: 'status_changed',
          actorName: 'Rohan',
          details: { from: 'pending', to: 'confirmed' },
          at: '2026-11-23T13:00:00.000Z',
        },
        { kind: 'assigned', actorName: 'Priya', details: { assigneeName: null }, at: '2026-11-23T14:00:00.000Z' },
      ],
      emails: [
        email({}),
        email({
          _id: '1b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11',
          kind: 'customer_status',
          state: 'pending',
          attempts: 2,
          lastError: 'connect ECONNREFUSED',
          sentAt: null,
          createdAt: '2026-11-23T13:00:00.000Z',
        }),
      ],
    });
    expect(entries.map((entry) => entry.title)).toEqual([
      'Inquiry received from the website',
      'E-mail: Acknowledgement to customer',
      'Assigned to Rohan',
      'Quoted ₹2,50,000',
      'Quote changed from ₹2,50,000 to ₹3,00,000',
      'Status changed from Pending to Confirmed',
      'E-mail: Decision to customer',
      'Unassigned',
    ]);
    expect(entries[1]?.detail).toMatch(/^To kavya@example.com\. Sent 23 November 2026/);
    expect(entries[6]?.detail).toBe('To kavya@example.com. Retrying (2 failed attempts: connect ECONNREFUSED)');
    expect(entries[6]?.tone).toBe('waiting');
    expect(entries[2]?.by).toBe('Priya');
  });

  it('says when no mail server is configured, and when an e-mail was given up', () => {
    const [unsent, failed] = timelineEntries({
      timeline: [],
      emails: [
        email({ state: 'unsent', sentAt: null, attempts: 0 }),
        email({ _id: '2b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11', state: 'failed', lastError: '550 no such user' }),
      ],
    });
    expect(unsent?.detail).toBe('To kavya@example.com. Not sent: no mail server is configured');
    expect(failed?.detail).toBe('To kavya@example.com. Failed: 550 no such user');
    expect(failed?.tone).toBe('bad');
  });

  it('puts a change before the e-mail it caused when both have the same moment', () => {
    const at = '2026-11-23T10:00:00.000Z';
    const entries = timelineEntries({
      timeline: [
        { kind: 'received', actorName: null, details: {}, at },
        {
          kind: 'status_changed',
          actorName: 'Rohan',
          details: { from: 'pending', to: 'confirmed' },
          at: '2026-11-23T12:00:00.000Z',
        },
      ],
      emails: [
        email({ createdAt: at }),
        email({
          _id: '1b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b12',
          kind: 'customer_status',
          createdAt: '2026-11-23T12:00:00.000Z',
        }),
      ],
    });
    expect(entries.map((entry) => entry.title)).toEqual([
      'Inquiry received from the website',
      'E-mail: Acknowledgement to customer',
      'Status changed from Pending to Confirmed',
      'E-mail: Decision to customer',
    ]);
  });

  it('tells the customer’s answers to a quote: opened, accepted with the name signed, declined with a reason, a new one asked for', () => {
    const entries = timelineEntries({
      timeline: [
        {
          kind: 'quote_viewed',
          actorName: 'Kavya',
          details: { number: 'SLT/Q/26-27/0001' },
          at: '2026-11-23T10:00:00.000Z',
        },
        {
          kind: 'quote_accepted',
          actorName: 'Kavya',
          details: { number: 'SLT/Q/26-27/0001', name: 'Kavya Rao' },
          at: '2026-11-23T11:00:00.000Z',
        },
        {
          kind: 'quote_declined',
          actorName: 'Kavya',
          details: { number: 'SLT/Q/26-27/0002', reason: 'Over our budget' },
          at: '2026-11-23T12:00:00.000Z',
        },
        {
          kind: 'quote_requested',
          actorName: 'Kavya',
          details: { message: 'A second show, please' },
          at: '2026-11-23T13:00:00.000Z',
        },
        {
          kind: 'quote_dates_taken',
          actorName: 'Kavya',
          details: { number: 'SLT/Q/26-27/0003', version: 3 },
          at: '2026-11-23T14:00:00.000Z',
        },
      ],
      emails: [email({ kind: 'quote_sent', createdAt: '2026-11-23T09:00:00.000Z' })],
    });
    expect(entries.map(({ title, detail, tone, by }) => ({ title, detail, tone, by }))).toEqual([
      {
        title: 'E-mail: Quote to customer (PDF)',
        detail: expect.stringContaining('To kavya@example.com') as string,
        tone: 'good',
        by: null,
      },
      { title: 'Quote SLT/Q/26-27/0001 opened by the customer', detail: null, tone: 'neutral', by: 'Kavya' },
      { title: 'Quote SLT/Q/26-27/0001 accepted', detail: 'Signed as Kavya Rao', tone: 'good', by: 'Kavya' },
      { title: 'Quote SLT/Q/26-27/0002 declined', detail: 'Reason: Over our budget', tone: 'bad', by: 'Kavya' },
      { title: 'The customer asked for a new quote', detail: 'A second show, please', tone: 'waiting', by: 'Kavya' },
      {
        title: 'Quote SLT/Q/26-27/0003: the customer accepted, but its dates were taken',
        detail: 'Nothing was booked.',
        tone: 'bad',
        by: 'Kavya',
      },
    ]);
  });
});
