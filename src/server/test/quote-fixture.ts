import { expect } from 'vitest';
import { amountInWords } from '#shared/amount-in-words';
import { percentOf } from '#shared/gst/quote-tax';
import { businessDetailsSchema } from '#shared/schemas/business-details';
import type { Quote } from '#shared/schemas/quote-responses';
import { SELLER_DETAILS } from './seller-details.js';
import type { TestApp, TestUser } from './test-app.js';

export { SELLER_DETAILS };

/** The same, as the schema hands them to the quote's PDF. */
export const SELLER = businessDetailsSchema.parse(SELLER_DETAILS);

/** One fixed quote: intra-state, a reimbursement, sent; every figure below follows from it. */
export const QUOTE: Quote = {
  _id: '11111111-1111-4111-8111-111111111111',
  inquiryId: '22222222-2222-4222-8222-222222222222',
  version: 1,
  state: 'sent',
  number: 'SLT/Q/26-27/0042',
  customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive, Mumbai 400020', state: '27', gstin: '' },
  venueState: '27',
  placeOfSupply: '27',
  supply: 'intra-state',
  agencyState: '27',
  gstBasisPoints: 1800,
  exemptionReason: '',
  lines: [
    {
      kind: 'artist_fee',
      description: 'Performance, 90 minutes',
      quantity: 1,
      ratePaise: 20_000_000,
      amountPaise: 20_000_000,
      sac: '999631',
      reimbursement: false,
    },
    {
      kind: 'agency_fee',
      description: 'Event management',
      quantity: 1,
      ratePaise: 2_000_000,
      amountPaise: 2_000_000,
      sac: '998596',
      reimbursement: false,
    },
    {
      kind: 'travel',
      description: 'Flights for two',
      quantity: 2,
      ratePaise: 750_025,
      amountPaise: 1_500_050,
      sac: '998596',
      reimbursement: true,
    },
  ],
  taxablePaise: 22_000_000,
  reimbursementPaise: 1_500_050,
  cgstPaise: 1_980_000,
  sgstPaise: 1_980_000,
  igstPaise: 0,
  totalPaise: 27_460_050,
  totalInWords: amountInWords(27_460_050),
  validUntil: '2026-12-04',
  rider: {
    travelClass: 'Business class',
    travellers: 2,
    hotelCategory: 'Five-star',
    groundTransport: 'Airport car',
    otherRequirements: '',
  },
  advancePercent: 50,
  balanceDueDays: 7,
  cancellationSlabs: [
    { daysBefore: 31, keepPercent: 25 },
    { daysBefore: 8, keepPercent: 50 },
    { daysBefore: 0, keepPercent: 100 },
  ],
  termsMarkdown: SELLER.termsMarkdown,
  sentAt: '2026-11-27T06:30:00.000Z',
  viewedAt: null,
  closedAt: null,
  declineReason: null,
  acceptance: null,
  createdByName: 'Vikram Shah',
  createdAt: '2026-11-27T06:00:00.000Z',
  updatedAt: '2026-11-27T06:30:00.000Z',
};

/**
 * What a booking agreed by phone sold (`POST /api/bookings`), coming to exactly `totalPaise`
 * within Maharashtra (the seller's state): an artist's fee, 18 % on it, and the rest as flights
 * at cost.
 */
export function phoneSale(totalPaise: number) {
  const feePaise = Math.floor(totalPaise / 118) * 100;
  const taxPaise = 2 * percentOf(feePaise, 900);
  const lines: Record<string, unknown>[] = [
    { kind: 'artist_fee', description: 'Performance of 60 minutes', quantity: 1, ratePaise: feePaise },
  ];
  const rest = totalPaise - feePaise - taxPaise;
  if (rest > 0)
    lines.push({ kind: 'travel', description: 'Flights', quantity: 1, ratePaise: rest, reimbursement: true });
  return {
    customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive', state: '27' },
    venueState: '27',
    lines,
  };
}

/**
 * An admin saves the business details (`SELLER_DETAILS` unless said otherwise) on `t`'s app:
 * what a quote, a booking or a document needs before it can be made.
 */
export async function saveBusinessDetails(
  t: Pick<TestApp, 'app'>,
  admin: Pick<TestUser, 'headers'>,
  details: Record<string, unknown> = SELLER_DETAILS,
): Promise<void> {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/site/business',
    headers: admin.headers,
    payload: details,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
