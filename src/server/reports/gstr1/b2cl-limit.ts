/*
 * The B2CL limit (Table 5 of GSTR-1): an inter-state invoice to an unregistered person is
 * reported one by one when its value is MORE than the limit, and summed into B2CS otherwise. The
 * limit changed, so it is a dated table keyed on the invoice's own date: ₹2,50,000 from the start
 * of GST until 31 July 2024; ₹1,00,000 from 1 August 2024 (Notification 12/2024–Central Tax of
 * 10 July 2024, amending Rule 59(4) and the form; the portal applied it from the August 2024
 * return). A change is a new row; an old row is closed, never edited.
 */

interface B2clLimit {
  /** First day, `YYYY-MM-DD`, inclusive. */
  from: string;
  /** Last day, inclusive; null while in force. */
  to: string | null;
  limitPaise: number;
  source: string;
}

export const B2CL_LIMITS: readonly B2clLimit[] = [
  { from: '2017-07-01', to: '2024-07-31', limitPaise: 25_000_000, source: 'Rule 59(4)(a)(ii), CGST Rules, 2017' },
  { from: '2024-08-01', to: null, limitPaise: 10_000_000, source: 'Notification 12/2024–Central Tax' },
];

/** The limit on a day; a day before GST refuses rather than guesses. */
export function b2clLimitOn(day: string): number {
  const row = B2CL_LIMITS.find((limit) => day >= limit.from && (limit.to === null || day <= limit.to));
  if (!row) throw new RangeError(`no B2CL limit before GST: ${day}`);
  return row.limitPaise;
}

/** Whether an unregistered person's invoice is a B2CL one: inter-state and above the limit of its date. */
export function isB2clInvoice(invoice: { date: string; totalPaise: number; interState: boolean }): boolean {
  return invoice.interState && invoice.totalPaise > b2clLimitOn(invoice.date);
}
