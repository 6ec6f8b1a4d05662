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
  budgetPaise: null,
  guests: null,
  companyName: null,
  gstin: null,
  billingState: null,
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
      'Submitted (IST),Status,Name,Email,Phone,Celebrity,Event type,Event date,Event location,Additional details,Inquiry id,Reference,Reply by (IST),First response (IST),Assigned to,Quote,Quote total (INR),Kind,Package,Budget range,Audience size,Consent given (IST),Budget (INR),Guests,Company,GSTIN,Billing state code',
    );
    expect(lines[1]).toMatch(
      /,SLT-2611-0042,2026-11-02 15:30,2026-11-01 17:30,Priya Sharma,Sent,236000.50,booking,,,,,,,,,$/,
    );
    expect(lines[1]).toContain('"Ananya, ""Annie"" Rao"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });

  it('writes what a quote needs: the budget in rupees with paise, the guests, company, GSTIN and state code', async () => {
    async function* rows() {
      yield [
        {
          ...inquiry,
          budgetPaise: 50_000_050,
          guests: 1200,
          companyName: 'Sahyadri Events Pvt Ltd',
          gstin: '27AAPFU0939F1ZV',
          billingState: '27',
        },
      ];
    }
    const lines = (await text(inquiriesCsv(rows()))).trim().split('\n');
    expect(lines[1]).toMatch(/,500000.50,1200,Sahyadri Events Pvt Ltd,27AAPFU0939F1ZV,27$/);
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
    expect(csv.match(/Submitted \(IST\),Status,/g)).toHaveLength(1);
    expect(csv.match(/SLT-2611-0042/g)).toHaveLength(455);
  });

  it('writes the header alone when nothing matched', async () => {
    const csv = await text(inquiriesCsv(batches()));
    expect(csv).toMatch(/^\uFEFFSubmitted \(IST\),Status,.*,Billing state code\n$/);
  });

  it("writes every moment as India's day and 24-hour time, as the screens show it, and the event date as it is", async () => {
    async function* rows() {
      yield [
        {
          ...inquiry,
          name: 'Ananya Rao',
          additionalDetails: '',
          // 19:00 UTC is 00:30 the next day in India; 18:29:59 is still the same day there.
          createdAt: '2026-11-27T19:00:00.000Z',
          replyBy: '2026-11-28T18:29:59.000Z',
          firstResponseAt: null,
          consentAt: '2026-11-27T18:59:30.500Z',
          eventDate: '2027-01-15',
        },
      ];
    }
    const [header, line] = (await text(inquiriesCsv(rows())))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .map((row) => row.split(','));
    const cell = (name: string) => line?.[header?.indexOf(name) ?? -1];
    expect(cell('Submitted (IST)')).toBe('2026-11-28 00:30');
    expect(cell('Reply by (IST)')).toBe('2026-11-28 23:59');
    expect(cell('First response (IST)')).toBe('');
    expect(cell('Consent given (IST)')).toBe('2026-11-28 00:29');
    expect(cell('Event date')).toBe('2027-01-15');
  });
});
