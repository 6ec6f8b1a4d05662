import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { indianDayAndTime } from '#shared/format';
import type { Inquiry } from '#shared/schemas/inquiry';

/**
 * A column: a field of the inquiry, a dotted path into one (`assignee.name`), or a quote field
 * written for people (`quote.state`: "Sent", `quote.total`: rupees with paise, "236000.00").
 * A moment (`MOMENT_KEYS`) is written in India's time, as every screen shows it, and its header
 * says so ("Submitted (IST)"); a calendar day (the event date) is written as it is.
 */
export const CSV_COLUMNS: {
  key: keyof Inquiry | 'assignee.name' | 'quote.state' | 'quote.total' | 'budget';
  header: string;
}[] = [
  { key: 'createdAt', header: 'Submitted (IST)' },
  { key: 'status', header: 'Status' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'phoneNumber', header: 'Phone' },
  { key: 'celebrityName', header: 'Celebrity' },
  { key: 'eventType', header: 'Event type' },
  { key: 'eventDate', header: 'Event date' },
  { key: 'eventLocation', header: 'Event location' },
  { key: 'additionalDetails', header: 'Additional details' },
  { key: '_id', header: 'Inquiry id' },
  // The desk's columns come last, so spreadsheets built on the earlier export keep working.
  { key: 'reference', header: 'Reference' },
  { key: 'replyBy', header: 'Reply by (IST)' },
  { key: 'firstResponseAt', header: 'First response (IST)' },
  { key: 'assignee.name', header: 'Assigned to' },
  { key: 'quote.state', header: 'Quote' },
  { key: 'quote.total', header: 'Quote total (INR)' },
  { key: 'kind', header: 'Kind' },
  { key: 'packageName', header: 'Package' },
  { key: 'budgetRange', header: 'Budget range' },
  { key: 'audienceSize', header: 'Audience size' },
  { key: 'consentAt', header: 'Consent given (IST)' },
  // What a quote needs, as the customer gave it (issue 41): the budget in rupees with paise.
  { key: 'budget', header: 'Budget (INR)' },
  { key: 'guests', header: 'Guests' },
  { key: 'companyName', header: 'Company' },
  { key: 'gstin', header: 'GSTIN' },
  { key: 'billingState', header: 'Billing state code' },
];

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab / carriage return) as a
 * formula; visitors write these fields, so such a cell is prefixed with an apostrophe.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Paise as rupees with two decimals (23600000 → "236000.00"): exact, no floating point. */
export function rupeesWithPaise(paise: number): string {
  const whole = Math.trunc(paise / 100);
  return `${whole}.${String(paise - whole * 100).padStart(2, '0')}`;
}

/**
 * The columns that hold a moment (a full timestamp), written as India's day and 24-hour time,
 * "2026-11-01 15:30": the zone is in the column's header, so a spreadsheet reads the cell as a
 * date and time it can sort and filter, and people see the time the screens showed them.
 */
const MOMENT_KEYS = new Set<keyof Inquiry>(['createdAt', 'replyBy', 'firstResponseAt', 'consentAt']);

/** A column's cell of one inquiry; blank (undefined) where there is nothing, such as no quote. */
function cellOf(inquiry: Inquiry, key: (typeof CSV_COLUMNS)[number]['key']): unknown {
  switch (key) {
    case 'assignee.name':
      return inquiry.assignee?.name;
    case 'quote.state':
      return inquiry.quoteState ? inquiry.quoteState.charAt(0).toUpperCase() + inquiry.quoteState.slice(1) : undefined;
    case 'quote.total':
      return inquiry.quoteTotalPaise === null ? undefined : rupeesWithPaise(inquiry.quoteTotalPaise);
    case 'budget':
      return inquiry.budgetPaise === null ? undefined : rupeesWithPaise(inquiry.budgetPaise);
    default: {
      const value = inquiry[key];
      return MOMENT_KEYS.has(key) && typeof value === 'string' ? indianDayAndTime(value) : value;
    }
  }
}

/** The options of every piece of the file. */
const OPTIONS = {
  columns: CSV_COLUMNS.map(({ header }) => header),
  cast: { string: (value: string) => neutraliseFormula(value) },
};

/** Inquiries as CSV text, each as an array of its cells in column order; `first` adds the BOM and header. */
function csvOf(rows: Inquiry[], first: boolean): string {
  const cells = rows.map((row) => CSV_COLUMNS.map(({ key }) => cellOf(row, key)));
  return stringify(cells, { ...OPTIONS, header: first, bom: first });
}

/**
 * Rows per piece of text handed to the response: about 54 KB. One write per row made the 26,300
 * rows of a large export 26,300 jobs for the brotli compressor (1.9 s to a browser); one per
 * batch of 1,000 (270 KB) held the next batch back behind the socket (1.1 s uncompressed).
 * 100–250 rows measured best, within each other's noise (docs/performance-log.md).
 */
const PIECE_ROWS = 200;

async function* csvText(batches: AsyncIterable<Inquiry[]>): AsyncGenerator<string> {
  let first = true;
  for await (const batch of batches) {
    for (let start = 0; start < batch.length; start += PIECE_ROWS) {
      yield csvOf(batch.slice(start, start + PIECE_ROWS), first);
      first = false;
    }
  }
  // Nothing matched: the file still has its header.
  if (first) yield csvOf([], true);
}

/**
 * Streams inquiries as CSV (UTF-8 with a BOM so spreadsheets read the rupee sign and names),
 * from the batches the database hands over, as pieces of PIECE_ROWS rows. Each row is given to
 * csv-stringify as an array of its cells: given objects, it resolves every column's key as a
 * path for every cell. Should a batch fail, the stream fails (the route cuts the connection).
 */
export function inquiriesCsv(batches: AsyncIterable<Inquiry[]>): Readable {
  return Readable.from(csvText(batches), { objectMode: false });
}
