import { stringify } from 'csv-stringify/sync';
import type { BookingState } from '#shared/constants/bookings';
import { indianDayAndTime } from '#shared/format';
import type { BookingListRow } from '#shared/schemas/bookings-list';
import { neutraliseFormula, rupeesWithPaise } from '#server/inquiries/inquiries-csv';

/*
 * The bookings' list as CSV (issue 41): the filtered rows by event date, as the screen lists
 * them. Event days are calendar days written as they are; the moment a booking was made is
 * India's day and time, its header says so; amounts are rupees with two decimals, exact; every
 * text cell is made safe from spreadsheet formulas (names are typed by customers).
 */

const STATE_WORDS: Record<BookingState, string> = {
  awaiting_advance: 'Awaiting advance',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const COLUMNS: { header: string; cell: (row: BookingListRow) => string }[] = [
  { header: 'Booking', cell: (row) => row.number },
  { header: 'Celebrity', cell: (row) => row.celebrity.name },
  { header: 'Customer', cell: (row) => row.customer.name },
  { header: 'Inquiry', cell: (row) => row.inquiryReference },
  { header: 'First day', cell: (row) => row.start },
  { header: 'Last day', cell: (row) => row.end },
  { header: 'State', cell: (row) => STATE_WORDS[row.state] },
  { header: 'Total (INR)', cell: (row) => rupeesWithPaise(row.totalPaise) },
  { header: 'Paid (INR)', cell: (row) => rupeesWithPaise(row.paidPaise) },
  { header: 'Due (INR)', cell: (row) => rupeesWithPaise(row.duePaise) },
  { header: 'Balance due on', cell: (row) => row.balanceDueOn },
  { header: 'Overdue', cell: (row) => (row.overdue ? 'Yes' : 'No') },
  { header: 'Made (IST)', cell: (row) => indianDayAndTime(row.createdAt) },
];

/** The rows as CSV text, UTF-8 with a BOM (spreadsheets then read names in any script), header first. */
export function bookingsListCsv(rows: BookingListRow[]): string {
  return stringify(
    rows.map((row) => COLUMNS.map((column) => column.cell(row))),
    {
      header: true,
      bom: true,
      columns: COLUMNS.map((column) => column.header),
      cast: { string: (value: string) => neutraliseFormula(value) },
    },
  );
}
