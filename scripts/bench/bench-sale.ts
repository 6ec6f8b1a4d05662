/**
 * The sale the talent side's benchmarks book again and again (bench:payout-figures,
 * bench:dashboard): one artist's fee of ₹2,00,000 within Maharashtra, worked out by the billing
 * module as staff would agree it.
 */
import { businessDetailsSchema } from '../../src/shared/schemas/business-details.js';
import { saleInputSchema } from '../../src/shared/schemas/quote.js';
import { saleOfInput } from '../../src/server/billing/booking-sale.js';
import type { Db } from '../../src/server/db/client.js';

export async function benchSale(db: Db) {
  const business = businessDetailsSchema.parse({
    legalName: 'Starline Talent Management Private Limited',
    gstin: '27AAPFU0939F1ZV',
    address: { street: 'Office 1204', city: 'Navi Mumbai', state: '27', pinCode: '400706' },
    signatoryName: 'Asha Rao',
    bank: { accountName: 'Starline', accountNumber: '50200012345678', ifsc: 'HDFC0001234', bankName: 'HDFC Bank' },
  });
  return saleOfInput(
    db,
    saleInputSchema.parse({
      customer: { name: 'Kapoor Weddings LLP', address: '12 Marine Drive', state: '27' },
      venueState: '27',
      lines: [{ kind: 'artist_fee', description: 'Performance', quantity: 1, ratePaise: 20_000_000 }],
    }),
    business,
    '2026-11-01',
    new Date(),
  );
}
