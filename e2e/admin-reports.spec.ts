import { expect, type APIRequestContext, type Download, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, openFromSidebar, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { BUSINESS, saveBusinessDetails } from './helpers/business-details';
import { MONTH_NAMES } from './helpers/dates';
import { catalogue, dayFromNow, expectNoHorizontalScroll, isSmallScreen } from './helpers/public';
import { acceptedQuoteBooking, recordBankTransfer } from './helpers/quotes';
import { chooseSettingsSection } from './helpers/settings';

/**
 * The accountant's pack (issue 40): an admin names the Tally ledgers in Settings, then opens
 * Reports, picks this month and downloads the GSTR-1 return (JSON), the sales register (CSV) and
 * the Tally vouchers (XML). The month holds a tax invoice the journey issues itself (a booking of
 * celebrity 20 on the desktop, 21 on the phone, 950 and 980 days ahead, paid in full and then
 * invoiced today), so the files are checked for it, not only for their shape; and the audit log
 * holds each download with its period.
 */

/** Today in India (`YYYY-MM-DD`): the day the server dates an invoice issued now. */
function indianToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A download's bytes as text. */
async function textOf(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A booking of celebrity `index` on `day`, accepted, paid in full and invoiced today: the invoice's number. */
async function invoicedBooking(request: APIRequestContext, index: number, day: string): Promise<string> {
  await saveBusinessDetails(request);
  const { booking, headers } = await acceptedQuoteBooking<{ _id: string; duePaise: number }>(request, {
    prefix: 'reports',
    name: 'Neha Kapoor',
    celebrityIndex: index,
    eventDate: day,
  });
  await recordBankTransfer(request, headers, booking._id, booking.duePaise, 'UTR-REPORTS-1');
  const invoiced = await request.post(`/api/bookings/${booking._id}/invoice`, { headers });
  expect(invoiced.status()).toBe(201);
  return ((await invoiced.json()) as { data: { number: string } }).data.number;
}

test('an admin names the Tally ledgers, then downloads the month’s GSTR-1, sales register and Tally vouchers', async ({
  page,
  request,
}) => {
  test.slow();
  const project = test.info().project.name;
  const phone = project === 'mobile';
  const index = phone ? 21 : 20;
  if (!(await catalogue(request))[index]) throw new Error('no seeded celebrity');
  const invoiceNumber = await invoicedBooking(request, index, dayFromNow(phone ? 980 : 950));
  const today = indianToday();
  const monthLabel = `${MONTH_NAMES[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`;
  const fp = `${today.slice(5, 7)}${today.slice(0, 4)}`;

  // Settings → Tally ledgers: the sales ledger renamed as it is in the agency's Tally company.
  const admin = await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin/settings');
  await chooseSettingsSection(page, 'Tally ledgers');
  const ledgers = page.getByRole('form', { name: 'Tally ledgers' });
  const sales = ledgers.getByRole('textbox', { name: 'Sales', exact: true });
  await expect(sales).not.toHaveValue('');
  await sales.fill('');
  await ledgers.getByRole('button', { name: 'Save' }).click();
  await expect(ledgers.getByText('A ledger name is required')).toBeVisible();
  const salesLedger = `Sales - Celebrity Bookings (${project})`;
  await sales.fill(salesLedger);
  await ledgers.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tally ledgers saved').first()).toBeVisible();
  await expect(ledgers.getByText('All changes saved')).toBeVisible();
  await expect(ledgers.getByText(/^Last saved by .+, \d{1,2} \w+ \d{4} at /)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/reports-ledgers-${project}.png`, fullPage: true });

  // Reports, from the sidebar: last month by default; this month chosen.
  await openFromSidebar(page, 'Reports');
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page).toHaveTitle(/^Reports \| /);
  const period = page.getByLabel('Month or quarter');
  await expect(period.locator('option:checked')).not.toHaveText(monthLabel);
  await period.selectOption({ label: monthLabel });
  await expect(page).toHaveURL(new RegExp(`\\?period=${today.slice(0, 7)}$`));
  await expect(page.getByRole('heading', { level: 2, name: monthLabel })).toBeVisible();
  const downloads = page.getByRole('list', { name: `Downloads for ${monthLabel}` });
  await expect(downloads.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText('Each download is recorded in the audit log')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `/tmp/reports-${project}.png`, fullPage: true });

  // The GSTR-1 return as the portal takes it: the agency's GSTIN and this month.
  const [gstr1] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: `Download JSON: the GSTR-1 return, ${monthLabel}` }).click(),
  ]);
  expect(gstr1.suggestedFilename()).toMatch(/\.json$/);
  const json = JSON.parse(await textOf(gstr1)) as { gstin: string; fp: string };
  expect(json.gstin).toBe(BUSINESS.gstin);
  expect(json.fp).toBe(fp);
  expect(JSON.stringify(json)).toContain(invoiceNumber);

  // The sales register: its header, and the invoice issued today.
  const [register] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: `Download CSV: the sales register, ${monthLabel}` }).click(),
  ]);
  expect(register.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await textOf(register);
  const header = (csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '').split(',');
  expect(header).toEqual(
    expect.arrayContaining([
      'Number',
      'Date',
      'Party',
      'GSTIN',
      'Place of supply',
      'Taxable value (INR)',
      'Total (INR)',
    ]),
  );
  expect(csv).toContain(invoiceNumber);

  // The Tally vouchers: well-formed XML posting the invoice to the sales ledger named above.
  const [tally] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: `Download XML: the Tally vouchers, ${monthLabel}` }).click(),
  ]);
  expect(tally.suggestedFilename()).toMatch(/\.xml$/);
  const xml = await textOf(tally);
  expect(xml).toMatch(/^(\uFEFF)?<\?xml[^>]*\?>\s*<ENVELOPE>/);
  const parsed = await page.evaluate(
    (text) => new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length,
    xml,
  );
  expect(parsed).toBe(0);
  expect(xml).toContain(invoiceNumber);
  expect(xml).toContain(salesLedger);

  // Each download is in the audit log, under the admin's name, with its period.
  const audit = await request.get(`/api/audit?kind=report&actor=${admin.user._id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(audit.status()).toBe(200);
  const entries = ((await audit.json()) as { data: { action: string; subjectId: string }[] }).data;
  expect(entries.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(['gstr1_downloaded', 'sales_register_downloaded', 'tally_downloaded']),
  );
  expect(entries.find((entry) => entry.action === 'gstr1_downloaded')?.subjectId).toContain(today.slice(0, 7));
});

test('staff are told the reports are for admins, and have no link to them', async ({ page }) => {
  await startSignedIn(page, DEMO_STAFF);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Only admins can download the reports' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Downloads for / })).toHaveCount(0);
  if (isSmallScreen(page)) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
