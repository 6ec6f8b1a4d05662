import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQueries } from '#web/testing/form-queries';
import { Reports } from './reports-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** India's day the page is opened on: late in November 2026 (FY 2026-27, its third quarter). */
const TODAY = '2026-11-28';

function renderReports(address = '/admin/reports') {
  renderWithQueries(
    <MemoryRouter initialEntries={[address]}>
      <Reports today={TODAY} />
    </MemoryRouter>,
  );
  return screen.getByLabelText<HTMLSelectElement>('Month or quarter');
}

/** Each link of the downloads list by its visible words and the file it names. */
function hrefOf(name: RegExp): string {
  const list = screen.getByRole('list', { name: /^Downloads for / });
  return within(list).getByRole('link', { name }).getAttribute('href') ?? '';
}

test('opens on last month, every file asked for with that month', () => {
  const select = renderReports();
  expect(select.selectedOptions[0]?.textContent).toBe('October 2026');
  expect(screen.getByRole('heading', { name: 'October 2026' })).toBeTruthy();
  expect(hrefOf(/GSTR-1 return, /)).toBe('/api/reports/gstr1?period=2026-10');
  expect(hrefOf(/GSTR-1 return’s CSV files/)).toBe('/api/reports/gstr1?period=2026-10&format=csv');
  expect(hrefOf(/sales register/)).toBe('/api/reports/sales-register?from=2026-10-01&to=2026-10-31');
  expect(hrefOf(/receipts register/)).toBe('/api/reports/receipts-register?from=2026-10-01&to=2026-10-31');
  expect(hrefOf(/Tally vouchers/)).toBe('/api/reports/tally.xml?from=2026-10-01&to=2026-10-31');
  expect(hrefOf(/Download CSV: the TDS register/)).toBe('/api/reports/tds?month=2026-10&format=csv');
  expect(hrefOf(/^Open the TDS register$/)).toBe('/admin/tds-register?fy=2026-27&month=2026-10');
  // Each a file download, under a name that says the period until the server names it.
  expect(screen.getByRole('link', { name: /GSTR-1 return, / }).getAttribute('download')).toBe('gstr1-2026-10.json');
});

test('offers this and last financial year’s months and quarters up to today, the newest first', () => {
  const select = renderReports();
  const months = within(select).getByRole('group', { name: 'Months (monthly GSTR-1)' });
  const monthLabels = within(months)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(monthLabels).toHaveLength(20);
  expect(monthLabels.slice(0, 3)).toEqual(['November 2026', 'October 2026', 'September 2026']);
  expect(monthLabels.at(-1)).toBe('April 2025');
  const quarters = within(select).getByRole('group', { name: 'Quarters (quarterly GSTR-1, QRMP)' });
  expect(
    within(quarters)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Q3 2026-27 (October to December 2026)',
    'Q2 2026-27 (July to September 2026)',
    'Q1 2026-27 (April to June 2026)',
    'Q4 2025-26 (January to March 2026)',
    'Q3 2025-26 (October to December 2025)',
    'Q2 2025-26 (July to September 2025)',
    'Q1 2025-26 (April to June 2025)',
  ]);
});

test('a quarter chosen: GSTR-1 asks for the quarter, the registers and Tally for its three months', async () => {
  const user = userEvent.setup();
  const select = renderReports();
  await user.selectOptions(select, 'Q4 2025-26 (January to March 2026)');
  expect(screen.getByRole('heading', { name: 'Q4 2025-26 (January to March 2026)' })).toBeTruthy();
  expect(hrefOf(/GSTR-1 return, /)).toBe('/api/reports/gstr1?quarter=2025-26-Q4');
  expect(hrefOf(/GSTR-1 return’s CSV files/)).toBe('/api/reports/gstr1?quarter=2025-26-Q4&format=csv');
  expect(hrefOf(/sales register/)).toBe('/api/reports/sales-register?from=2026-01-01&to=2026-03-31');
  expect(hrefOf(/Tally vouchers/)).toBe('/api/reports/tally.xml?from=2026-01-01&to=2026-03-31');
  expect(hrefOf(/Download CSV: the TDS register/)).toBe('/api/reports/tds?fy=2025-26&quarter=4&format=csv');
  expect(hrefOf(/^Open the TDS register$/)).toBe('/admin/tds-register?fy=2025-26&quarter=4');
});

test('reads the period from the address, and falls back to last month for one not offered', () => {
  expect(renderReports('/admin/reports?quarter=2026-27-Q2').selectedOptions[0]?.textContent).toBe(
    'Q2 2026-27 (July to September 2026)',
  );
  cleanup();
  expect(renderReports('/admin/reports?period=2024-03').selectedOptions[0]?.textContent).toBe('October 2026');
  cleanup();
  expect(renderReports('/admin/reports?period=2025-12').selectedOptions[0]?.textContent).toBe('December 2025');
});

test('a click fetches the file with the session’s token and saves it under the server’s name', async () => {
  localStorage.setItem('token', 'a-session-token-of-the-admin-0001');
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response('{"gstin":"27AAACS1234F1Z5","fp":"102026"}', {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="GSTR1_102026.json"',
        },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const created = vi.fn(() => 'blob:report');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const user = userEvent.setup();
  renderReports();
  await user.click(screen.getByRole('link', { name: /GSTR-1 return, / }));

  await vi.waitFor(() => expect(saved).toEqual(['GSTR1_102026.json']));
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe('/api/reports/gstr1?period=2026-10');
  expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a-session-token-of-the-admin-0001');
  expect(created).toHaveBeenCalledOnce();
});
