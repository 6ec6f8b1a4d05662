import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Inquiry } from '#shared/schemas/inquiry';
import type * as InquiriesService from './inquiries.js';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * The export's rows come from a database cursor read in batches; when a later batch fails, the
 * download must not end like a complete file. The source is replaced by one that fails after a
 * batch of two rows (the database itself cannot be made to fail between two batches on cue).
 */
vi.mock('./inquiries.js', async (importOriginal) => {
  const original = await importOriginal<typeof InquiriesService>();
  return {
    ...original,
    async *allInquiries(): AsyncGenerator<Inquiry[]> {
      const row = (n: number): Inquiry => ({
        _id: `00000000-0000-4000-8000-00000000000${n}`,
        name: `Row ${n}`,
        email: 'row@example.com',
        phoneNumber: '+91 98765 43210',
        celebrity: null,
        celebrityName: 'Someone',
        eventType: 'Wedding',
        eventDate: '2027-01-01',
        eventLocation: 'Pune',
        additionalDetails: 'x'.repeat(20_000),
        status: 'pending',
        kind: 'booking',
        packageName: null,
        budgetRange: null,
        audienceSize: null,
        budgetPaise: null,
        guests: null,
        companyName: null,
        gstin: null,
        billingState: null,
        consentAt: null,
        reference: `SLT-2611-000${n}`,
        replyBy: new Date().toISOString(),
        firstResponseAt: null,
        assignee: null,
        quoteState: null,
        quoteTotalPaise: null,
        hasBooking: false,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      yield [row(1), row(2)];
      throw new Error('the database went away during the export');
    },
  };
});

const t = useSignedInApp();
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

describe('GET /api/inquiries/export.csv when the rows fail midway', () => {
  it.each(['identity', 'gzip', 'br', 'gzip, deflate, br, zstd'])(
    'breaks the download off instead of ending it like a complete file (Accept-Encoding: %s)',
    async (encoding) => {
      const outcome = await new Promise<{ status: number; complete: boolean; bytes: number }>((resolve) => {
        const headers = { ...t.staff.headers, 'accept-encoding': encoding };
        const request = http.get(`${base}/api/inquiries/export.csv`, { headers }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, complete: res.complete, bytes }));
          res.on('error', () => resolve({ status: res.statusCode ?? 0, complete: false, bytes }));
          res.on('aborted', () => resolve({ status: res.statusCode ?? 0, complete: false, bytes }));
        });
        request.on('error', () => resolve({ status: 0, complete: false, bytes: 0 }));
      });
      expect(outcome.complete).toBe(false);
    },
  );
});
