import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, loginThroughApi, startSignedIn, type Credentials } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { acceptedQuoteBooking, recordBankTransfer, uniqueEmail } from './helpers/quotes';

/**
 * Paying the artist (issue 39): an admin fills in a celebrity's payee details; a booking with a
 * ₹2,00,000 artist fee is accepted and paid in full; staff record a payout to the artist, reading
 * the TDS before saving, and download its voucher; an admin reads the TDS register with it and
 * downloads the CSV. Celebrities 14 (desktop) and 15 (phone), 700 and 710 days ahead.
 */

/** The same browser, signed in as someone else (the start-up script signs in only once). */
async function switchTo(page: Page, credentials: Credentials): Promise<void> {
  const session = await loginThroughApi(page.request, credentials);
  await page.evaluate((answer) => {
    localStorage.setItem('token', answer.token);
    localStorage.setItem(
      'app-storage',
      JSON.stringify({ state: { user: answer.user, isAuthenticated: true }, version: 0 }),
    );
  }, session);
}

/** A booking of celebrity `index` on `day` whose quote the customer accepted and which is paid in full. */
async function paidBooking(request: APIRequestContext, index: number, day: string) {
  await saveBusinessDetails(request);
  const { inquiryId, booking, headers } = await acceptedQuoteBooking<{ _id: string; duePaise: number }>(request, {
    prefix: 'payout',
    name: 'Neha Kapoor',
    celebrityIndex: index,
    eventDate: day,
  });
  await recordBankTransfer(request, headers, booking._id, booking.duePaise, 'UTR-CUSTOMER-1');
  return inquiryId;
}

test('staff pay the artist with the TDS shown before saving, and the TDS register holds the payout', async ({
  page,
  request,
}) => {
  test.slow();
  const phone = test.info().project.name === 'mobile';
  const index = phone ? 15 : 14;
  const celebrity = (await catalogue(request))[index];
  if (!celebrity) throw new Error('no seeded celebrity');
  const pan = phone ? 'ABCPK4321M' : 'ABCPM1234F';

  // An admin fills in the payee details on the celebrity's page.
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto(`/admin/celebrities/view/${celebrity._id}`);
  const payee = page.getByRole('region', { name: 'Payee details' });
  await payee.getByRole('button', { name: /^(Add|Edit) payee details$/ }).click();
  const form = page.getByRole('dialog', { name: 'Payee details' });
  await form.getByLabel('Legal name').fill(`${celebrity.name} (legal)`);
  await form.getByLabel('PAN', { exact: true }).fill('ABCD1234');
  await form.getByRole('button', { name: 'Save payee details' }).click();
  await expect(form.getByText('A PAN is five letters, four digits and a letter (AAAAA9999A)')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel('PAN', { exact: true }).fill(pan);
  await form.getByLabel('Bank account number').fill('123456789012');
  await form.getByLabel('IFSC').fill('HDFC0001234');
  await form.getByLabel("Payee's e-mail").fill(uniqueEmail('payee', test.info().project.name));
  await form.getByRole('button', { name: 'Save payee details' }).click();
  await expect(form).toHaveCount(0);
  await expect(payee.getByText(pan)).toBeVisible();
  await expect(payee.getByText('194J: fees for professional services (10%)')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Staff read the same details masked.
  await switchTo(page, DEMO_STAFF);
  await page.reload();
  await expect(payee.getByText(`XXXXXX${pan.slice(-4)}`)).toBeVisible();
  await expect(payee.getByText(pan)).toHaveCount(0);

  // A booking with a ₹2,00,000 artist fee, paid in full by the customer.
  const inquiryId = await paidBooking(request, index, dayFromNow(phone ? 710 : 700));
  await page.goto(`/admin/inquiries/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Booking', exact: true });
  const settlement = panel.getByRole('region', { name: 'Artist settlement' });
  await expect(settlement.getByText('Gross artist fee')).toBeVisible();
  await expect(settlement).toContainText('₹2,00,000.00');
  // 15% commission by default: the artist's share is ₹1,70,000.
  await expect(settlement).toContainText('Agency commission (15%)');
  await expect(settlement).toContainText('₹1,70,000.00');

  // A cost paid on the artist's behalf comes off their share; one entered by mistake is removed.
  await settlement.getByRole('button', { name: 'Add cost' }).click();
  const cost = page.getByRole('dialog', { name: 'Add cost' });
  await cost.getByLabel('What was paid for').fill('Stylist');
  await cost.getByLabel('Amount (₹)').fill('5,000');
  await cost.getByRole('button', { name: 'Add cost' }).click();
  await expect(cost).toHaveCount(0);
  const costs = settlement.getByRole('list', { name: 'Costs on the artist’s behalf' });
  await expect(costs.getByText('Stylist: ₹5,000.00')).toBeVisible();
  await expect(settlement).toContainText('₹1,65,000.00');
  await costs.getByRole('button', { name: 'Remove the cost Stylist' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Delete|Remove)/ })
    .click();
  await expect(costs).toHaveCount(0);
  await expect(settlement).not.toContainText('₹1,65,000.00');

  await panel.getByRole('button', { name: 'Record payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payout' });
  await dialog.getByLabel('Amount paid, before TDS (₹)').fill('1,00,000');
  await dialog.getByLabel('Reference').fill('UTR-ARTIST-1');
  // The TDS before saving: past the year's ₹50,000, 10% of the whole ₹1,00,000.
  const preview = dialog.getByRole('region', { name: 'TDS on this payout' });
  await expect(preview.getByText(/^TDS ₹10,000\.00 at 10% under .+ on ₹1,00,000\.00/)).toBeVisible();
  await expect(preview).toContainText('₹90,000.00');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByText(/^Payout recorded: voucher SLT\/P\/\d\d-\d\d\/\d{4}$/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const payouts = panel.getByRole('list', { name: 'Payouts' });
  const line = payouts.getByText(/^SLT\/P\/\d\d-\d\d\/\d{4} on .+: ₹90,000\.00 net$/);
  await expect(line).toBeVisible();
  const voucherNumber = ((await line.textContent()) ?? '').split(' ')[0] ?? '';
  await expect(payouts).toContainText('Gross ₹1,00,000.00 · TDS ₹10,000.00');
  await expect(settlement).toContainText('₹1,00,000.00');
  const [voucher] = await Promise.all([
    page.waitForEvent('download'),
    payouts.getByRole('button', { name: `Voucher PDF ${voucherNumber}` }).click(),
  ]);
  expect(voucher.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await voucher.createReadStream();
  const head = await new Promise<string>((resolve) =>
    pdf.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1', 0, 5))),
  );
  expect(head).toBe('%PDF-');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // The register is the admins': staff are told so; an admin reads the payout in it.
  await page.goto('/admin/tds-register');
  await expect(page.getByRole('heading', { name: 'Only admins can read the TDS register' })).toBeVisible();
  await switchTo(page, DEMO_ADMIN);
  await page.reload();
  const deductions = page.getByRole(phone ? 'list' : 'table', { name: 'Deductions' });
  await expect(deductions).toContainText(voucherNumber);
  await expect(deductions).toContainText(pan);
  await expect(deductions).toContainText('₹10,000.00');
  await expect(page.getByRole('list', { name: 'Month totals' })).toContainText(/due by 7 \w+ \d{4}/);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = await new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    void csv.createReadStream().then((stream) => {
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  });
  expect(text).toContain(voucherNumber);
  expect(text).toContain(pan);
});
