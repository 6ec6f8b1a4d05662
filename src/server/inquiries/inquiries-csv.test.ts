import { describe, expect, it } from 'vitest';
import type { Inquiry } from '#shared/schemas/inquiry';
import { inquiriesCsv, neutraliseFormula } from './inquiries-csv.js';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const inquiry: Inquiry = {
  _id: '6f1c1f38-8c39-4a43-9d8e-0a6f2c9d7b11',
  name: 'Ananya, "Annie" Rao',
  email: 'ananya@example.com',
  phoneNumber: '+91 98765 43210',
  celebrity: null,
  celebrityName: 'Kabir Malhotra',
  eventType: 'Wedding',
  eventDate: '2027-01-15',
  eventLocation: 'Pune',
  additionalDetails: '=HYPERLINK("http://x")',
  status: 'contacted',
  kind: 'booking',
  packageName: null,
  budgetRange: null,
  audienceSize: null,
  consentAt: null,
  reference: 'SLT-2611-0042',
  replyBy: '2026-11-02T10:00:00.000Z',
  firstResponseAt: '2026-11-01T12:00:00.000Z',
  assignee: { _id: '0b7e8f38-8c39-4a43-9d8e-0a6f2c9d7b11', name: 'Priya Sharma' },
  quoteState: 'sent',
  quoteTotalPaise: 23_600_050,
  hasBooking: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

async function* one() {
  yield [inquiry];
}

async function* batches(...sizes: number[]) {
  for (const size of sizes) yield Array.from({ length: size }, () => inquiry);
}

describe('neutraliseFormula', () => {
  it('prefixes cells a spreadsheet would run', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('-5')).toBe("'-5");
    expect(neutraliseFormula('Mumbai')).toBe('Mumbai');
  });
});

describe('inquiriesCsv', () => {
  it('writes a header, quotes commas and quotes, and neutralises formulas', async () => {
    const csv = await text(inquiriesCsv(one()));
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Submitted,Status,Name,Email,Phone,Celebrity,Event type,Event date,Event location,Additional details,Inquiry id,Reference,Reply by,First response,Assigned to,Quote,Quote total (INR),Kind,Package,Budget range,Audience size,Consent given',
    );
    expect(lines[1]).toMatch(
      /,SLT-2611-0042,2026-11-02T10:00:00.000Z,2026-11-01T12:00:00.000Z,Priya Sharma,Sent,236000.50,booking,,,,$/,
    );
    expect(lines[1]).toContain('"Ananya, ""Annie"" Rao"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });

  it('writes the quote as its shown state and its total in rupees with paise, both blank for none', async () => {
    const plain = { ...inquiry, name: 'Ananya Rao' };
    async function* rows() {
      yield [
        { ...plain, quoteState: 'expired' as const, quoteTotalPaise: 23_600_000 },
        { ...plain, quoteState: 'accepted' as const, quoteTotalPaise: 5 },
        { ...plain, quoteState: null, quoteTotalPaise: null },
      ];
    }
    const lines = (await text(inquiriesCsv(rows()))).trim().split('\n').slice(1);
    expect(lines.map((line) => line.split(',').slice(14, 17))).toEqual([
      ['Priya Sharma', 'Expired', '236000.00'],
      ['Priya Sharma', 'Accepted', '0.05'],
      ['Priya Sharma', '', ''],
    ]);
  });

  it('writes the header once, however many batches the rows come in', async () => {
    const csv = await text(inquiriesCsv(batches(2, 3, 450)));
    expect(csv.indexOf('\uFEFF')).toBe(0);
    expect(csv.lastIndexOf('\uFEFF')).toBe(0);
    expect(csv.match(/Submitted,Status,/g)).toHaveLength(1);
    expect(csv.match(/SLT-2611-0042/g)).toHaveLength(455);
  });

  it('writes the header alone when nothing matched', async () => {
    const csv = await text(inquiriesCsv(batches()));
    expect(csv).toMatch(/^\uFEFFSubmitted,Status,.*,Consent given\n$/);
  });
});
