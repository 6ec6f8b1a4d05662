import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { MoneyDocument, MoneyDocumentTotals } from '#shared/schemas/money-documents-responses';
import { answerEveryCall, calledUrl, renderWithQueries } from '#web/testing/form-queries';
import { MONEY_DOCUMENT_GROUPS, type MoneyDocumentGroupName } from '../utils/money-document-groups';
import { MoneyDocumentsList } from './money-documents-list';

/** A screen `wide` or not (the list is a table from 1024 px, cards below). */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => screenWidth(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REFUND: MoneyDocument = {
  _id: '5f0c6a6e-1b7e-4c1a-9d7a-2b8f3e4d5c6a',
  kind: 'refund',
  number: 'SLT/F/26-27/0003',
  date: '2026-11-20',
  party: { name: 'Kapoor Weddings LLP', gstin: '' },
  taxablePaise: 4_237_288,
  taxPaise: 762_712,
  reimbursementPaise: 0,
  totalPaise: 5_000_000,
  tdsPaise: 0,
  state: 'paid',
  invoiceNumber: '',
  booking: { _id: 'b1', number: 'SLT/B/26-27/0007', inquiryId: 'i1' },
  pdf: '/api/vouchers/5f0c6a6e-1b7e-4c1a-9d7a-2b8f3e4d5c6a/pdf',
};

const TOTALS: MoneyDocumentTotals = {
  count: 1,
  taxablePaise: -4_237_288,
  taxPaise: -762_712,
  reimbursementPaise: 0,
  totalPaise: -5_000_000,
  receivedPaise: 0,
  refundedPaise: 5_000_000,
  netReceivedPaise: -5_000_000,
  invoicedPaise: 0,
  creditedPaise: 0,
  netInvoicedPaise: 0,
};

function renderList(group: MoneyDocumentGroupName, address: string, documents: MoneyDocument[] = [REFUND]) {
  const fetch = answerEveryCall(200, {
    success: true,
    data: documents,
    meta: { total: documents.length, limit: 25, offset: 0, from: '2026-11-01', to: '2026-11-30', totals: TOTALS },
  });
  renderWithQueries(
    <MemoryRouter initialEntries={[address]}>
      <MoneyDocumentsList group={MONEY_DOCUMENT_GROUPS[group]} />
    </MemoryRouter>,
  );
  return fetch;
}

test('asks for the address’s kind and days, and shows the totals and each document with its PDF and booking', async () => {
  const fetch = renderList('payments', '/admin/payments?kind=refund&from=2026-11-01&to=2026-11-30');
  const table = await screen.findByRole('table', { name: 'Payments, newest first' });
  const url = new URL(calledUrl(fetch.mock.calls[0]!), 'http://localhost');
  expect(url.pathname).toBe('/api/money-documents');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    kind: 'refund',
    from: '2026-11-01',
    to: '2026-11-30',
    limit: '25',
    offset: '0',
  });
  const totals = screen.getByRole('region', { name: 'Totals, 1 Nov 2026 to 30 Nov 2026' });
  expect(within(totals).getByText('Refunded').nextElementSibling?.textContent).toBe('₹50,000');
  expect(within(totals).getByText('Net received').nextElementSibling?.textContent).toBe('-₹50,000');
  const row = within(table).getByText('SLT/F/26-27/0003').closest('tr')!;
  expect(within(row).getByText('Paid back')).toBeTruthy();
  expect(within(row).getByRole('button', { name: 'Refund PDF SLT/F/26-27/0003' })).toBeTruthy();
  expect(within(row).getByRole('link', { name: 'Booking SLT/B/26-27/0007' }).getAttribute('href')).toBe(
    '/admin/inquiries/i1',
  );
  expect(within(table).getByRole('rowheader', { name: 'Totals of all 1 voucher' })).toBeTruthy();
});

test('asks for both of its group’s kinds when none is chosen, and shows cards on a phone', async () => {
  screenWidth(false);
  const fetch = renderList('invoices', '/admin/invoices');
  const cards = await screen.findByRole('list', { name: 'Invoices, newest first' });
  expect(new URL(calledUrl(fetch.mock.calls[0]!), 'http://localhost').searchParams.get('kind')).toBe(
    'invoice,credit_note',
  );
  expect(within(cards).getByRole('article', { name: /SLT\/F\/26-27\/0003/ })).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('says nothing matches, with a way out, when the filters leave no document', async () => {
  renderList('invoices', '/admin/invoices?q=nobody', []);
  expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
  expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
});
