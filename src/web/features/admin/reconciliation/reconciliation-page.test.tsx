import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import type { ReconciliationDto } from '#shared/schemas/payment-gateway-responses';
import { apiAnswer, calledUrl, renderWithQueries } from '#web/testing/form-queries';
import { ReconciliationPage } from './reconciliation-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EMPTY: ReconciliationDto = {
  from: '2026-11-01',
  to: '2026-11-07',
  gatewayOn: true,
  checkedAt: '2026-11-07T10:00:00.000Z',
  gatewayOnly: [],
  productOnly: [],
  refundsDue: [],
  matched: 3,
  nightly: null,
};

function renderPage(answer: ReconciliationDto, address = '/admin/reconciliation') {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => apiAnswer(200, { success: true, data: answer }));
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter initialEntries={[address]}>
      <ReconciliationPage />
    </MemoryRouter>,
  );
  return fetch;
}

test('says plainly that everything matches when no payment is on one side only', async () => {
  const fetch = renderPage(EMPTY, '/admin/reconciliation?from=2026-11-01&to=2026-11-07');
  expect((await screen.findByRole('status')).textContent).toBe(
    'Every online payment from 1 November 2026 to 7 November 2026 matches: 3 on both sides.',
  );
  expect(screen.getByText('None: every payment the gateway captured is recorded here.')).toBeTruthy();
  expect(screen.getByText('None: every online payment recorded here is at the gateway.')).toBeTruthy();
  expect(screen.getByText('The nightly check has not run yet.')).toBeTruthy();
  expect(calledUrl(fetch.mock.calls[0]!)).toBe('/api/payments/reconciliation?from=2026-11-01&to=2026-11-07');
});

test('lists a payment seen only at the gateway and money to refund, with their amounts', async () => {
  renderPage({
    ...EMPTY,
    matched: 1,
    gatewayOnly: [
      {
        gatewayPaymentId: 'pay_only1',
        amountPaise: 11_800_000,
        paidAt: '2026-11-03T06:30:00.000Z',
        bookingNumber: 'SLT/B/26-27/0007',
      },
    ],
    refundsDue: [
      {
        _id: 'r1',
        gatewayPaymentId: 'pay_refund1',
        bookingId: 'b1',
        bookingNumber: 'SLT/B/26-27/0008',
        inquiryId: 'i1',
        amountPaise: 500_000,
        reason: 'cancelled',
        createdAt: '2026-11-04T06:30:00.000Z',
      },
    ],
    nightly: {
      day: '2026-11-06',
      checkedAt: '2026-11-07T00:30:00.000Z',
      gatewayOnly: 1,
      productOnly: 0,
      refundsDue: 0,
    },
  });
  const gatewayOnly = await screen.findByRole('region', { name: 'Seen only at the gateway (1)' });
  expect(within(gatewayOnly).getByText('pay_only1')).toBeTruthy();
  expect(within(gatewayOnly).getByText('₹1,18,000.00')).toBeTruthy();
  const refunds = screen.getByRole('region', { name: 'Money to refund (1)' });
  expect(within(refunds).getByRole('link', { name: 'Booking SLT/B/26-27/0008' }).getAttribute('href')).toBe(
    '/admin/inquiries/i1',
  );
  expect(screen.getByText(/Last nightly check, of 6 November 2026/).textContent).toContain(
    '1 payment was on one side only.',
  );
});

test('says online payment is not set up when the gateway is off', async () => {
  renderPage({ ...EMPTY, gatewayOn: false, matched: 0 });
  expect(await screen.findByText('Online payment is not set up')).toBeTruthy();
});
