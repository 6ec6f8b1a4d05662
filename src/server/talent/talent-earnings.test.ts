import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/accounts/accounts-tables';
import { createSession } from '#server/accounts/sessions';
import { phoneSale, saveBusinessDetails } from '#server/test/quote-fixture';
import { insertCelebrity, insertInquiry } from '#server/test/rows';
import { useSignedInApp } from '#server/test/signed-in-app';

/**
 * A talent's money (issue 39): the earnings of their celebrities' bookings and the financial
 * year's statement, from the payouts domain's own figures, only when the agency shares fees with
 * them; another celebrity's id, or fees not shared, answer 404.
 */

const t = useSignedInApp();
const TOTAL = 23_600_000; // ₹2,00,000 artist fee + 18% GST

beforeAll(async () => saveBusinessDetails(t, t.admin));

/** A celebrity with a paid phone booking on `day`, payee details (15%, 194J) and one payout of ₹60,000. */
async function paidCelebrity(day: string, pan: string) {
  const celebrity = await insertCelebrity(t.db, { name: `Earner ${day}` });
  const inquiry = await insertInquiry(t.db, { celebrityId: celebrity.id, eventDate: day, name: 'Ananya Kapoor' });
  const inject = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, headers = t.staff.headers) =>
    t.app.inject({ method, url, headers, payload });
  const made = await inject('POST', '/api/bookings', {
    inquiryId: inquiry.id,
    celebrityId: celebrity.id,
    start: day,
    end: day,
    ...phoneSale(TOTAL),
  });
  expect(made.statusCode, made.body).toBe(201);
  const bookingId = made.json().data._id as string;
  const paid = await inject('POST', `/api/bookings/${bookingId}/payments`, {
    amountPaise: TOTAL,
    date: '2026-11-02',
    mode: 'bank_transfer',
    reference: `UTR${pan}`,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const payee = await inject(
    'PUT',
    `/api/celebrities/${celebrity.id}/payee`,
    {
      legalName: 'Aarav Mehta',
      pan,
      payeeKind: 'individual_or_huf',
      commissionPercent: 15,
      tdsSection: '194J',
      bankAccountNumber: '001234567890',
      ifsc: 'hdfc0001234',
      bankName: 'HDFC Bank',
    },
    t.admin.headers,
  );
  expect(payee.statusCode, payee.body).toBe(200);
  const payout = await inject('POST', `/api/bookings/${bookingId}/payouts`, {
    amountPaise: 6_000_000,
    date: '2026-11-20',
    mode: 'bank_transfer',
    reference: `PAY${pan}`,
  });
  expect(payout.statusCode, payout.body).toBe(201);
  return { celebrity, bookingId, voucher: payout.json().data.number as string };
}

async function talentOf(celebrityIds: string[], email: string, shareFees: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/talent-invitations',
    headers: t.admin.headers,
    payload: { email, name: 'Manager', celebrityIds, shareFees },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.talentUser._id as string;
  await t.db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, id));
  return { authorization: `Bearer ${await createSession(t.db, id, 1)}` };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/talent/earnings and /api/talent/statement', () => {
  it('answer the settlement’s figures and the year’s statement when fees are shared, 404 otherwise', async () => {
    const mine = await paidCelebrity('2027-01-15', 'ABCPM4441F');
    const other = await paidCelebrity('2027-01-16', 'ABCPM4442F');
    const talent = await talentOf([mine.celebrity.id], 'earner@talent.example', true);

    const earnings = await get('/api/talent/earnings', talent);
    expect(earnings.statusCode, earnings.body).toBe(200);
    const settlement = (await get(`/api/bookings/${mine.bookingId}/settlement`, t.staff.headers)).json().data;
    expect(earnings.json().data.items).toEqual([
      {
        booking: expect.objectContaining({ _id: mine.bookingId, start: '2027-01-15' }),
        celebrity: { _id: mine.celebrity.id, name: 'Earner 2027-01-15' },
        grossPaise: 20_000_000,
        commissionPercent: 15,
        commissionPaise: 3_000_000,
        costsPaise: 0,
        tdsSection: '194J',
        tdsPaise: settlement.tdsPaise,
        netPaise: settlement.netPaise,
        paidOutPaise: 6_000_000,
        balancePaise: settlement.balancePaise,
        payouts: [
          {
            number: mine.voucher,
            date: '2026-11-20',
            mode: 'bank_transfer',
            reference: 'PAYABCPM4441F',
            grossPaise: 6_000_000,
            tdsPaise: 600_000,
            netPaise: 5_400_000,
          },
        ],
      },
    ]);
    expect(earnings.json().data.totals).toMatchObject({ grossPaise: 20_000_000, paidOutPaise: 6_000_000 });
    expect(earnings.body).not.toContain('Ananya');
    expect(earnings.body).not.toContain(other.bookingId);

    const statement = await get('/api/talent/statement?fy=2026-27', talent);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().data).toMatchObject({
      financialYear: '2026-27',
      payees: [{ pan: 'ABCPM4441F', rows: [{ voucherNumber: mine.voucher }] }],
      totals: { grossPaise: 6_000_000, tdsPaise: 600_000, netPaise: 5_400_000 },
    });
    const csv = await get('/api/talent/statement?fy=2026-27&format=csv', talent);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(mine.voucher);
    expect(csv.body).not.toContain('ABCPM4442F');
    const pdf = await get('/api/talent/statement?fy=2026-27&format=pdf', talent);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await get(`/api/talent/earnings?celebrity=${other.celebrity.id}`, talent)).statusCode).toBe(404);
    expect((await get(`/api/talent/statement?fy=2026-27&celebrity=${other.celebrity.id}`, talent)).statusCode).toBe(
      404,
    );
    expect((await get('/api/talent/statement?fy=2026-28', talent)).statusCode).toBe(400);

    const unshared = await talentOf([mine.celebrity.id], 'unshared@talent.example', false);
    const refused = await get('/api/talent/earnings', unshared);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('The agency does not share fees on this account');
    expect((await get('/api/talent/statement?fy=2026-27&format=csv', unshared)).statusCode).toBe(404);
  });
});
