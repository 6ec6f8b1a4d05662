import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_STAFF, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { BUSINESS, saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';

/**
 * A GST quote on an inquiry's page (issue 21): staff draft it with live totals, a mistyped rate
 * is refused on its field, the draft's figures are the server's, the draft is changed in the same
 * form, sending numbers it, and a revision supersedes it.
 */

function uniqueTag(): string {
  return `${test.info().project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

test('staff draft a GST quote with live totals, change it, send it with a number, and revise it', async ({ page }) => {
  test.slow();
  // The business details every quote needs (the same values the settings journey saves).
  await saveBusinessDetails(page.request);
  const [celebrity] = await catalogue(page.request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const name = `Quote ${uniqueTag()}`;
  const submitted = await page.request.post('/api/inquiries', {
    data: {
      name,
      email: `quote-${uniqueTag()}@example.com`,
      phoneNumber: '+91 99887 76655',
      eventType: 'Wedding',
      eventDate: dayFromNow(90),
      eventLocation: 'Bengaluru',
      celebrity: celebrity._id,
      consent: true,
    },
  });
  expect(submitted.status()).toBe(201);
  const inquiryId = ((await submitted.json()) as { data: { _id: string } }).data._id;

  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Quote' });
  await panel.getByRole('button', { name: 'Create quote' }).click();
  const form = page.getByRole('form', { name: 'New quote' });
  // What the product knows is filled in (issue 36): the billing name, the venue's state from
  // the event location (Bengaluru), the artist fee at the celebrity's listed price.
  await expect(form.getByLabel('Billing name')).toHaveValue(name);
  await expect(form.getByLabel('Venue’s state')).toHaveValue('29');
  const listed =
    celebrity.priceOnDemand || celebrity.price === null ? '' : new Intl.NumberFormat('en-IN').format(celebrity.price);
  await expect(form.getByLabel('Rate (₹)').first()).toHaveValue(listed);
  await form.getByLabel('Billing address').fill('12 MG Road\nBengaluru 560001');
  await form.getByLabel('Customer’s state').selectOption('29');
  await form.getByLabel('Venue’s state').selectOption('29');
  await form.getByLabel('Description').first().fill('Performance, 90 minutes');
  await form.getByLabel('Rate (₹)').first().fill('2,00,000');
  await form.getByLabel('Description').nth(1).fill('Event management');
  // A rate that is not an amount: refused on its field, with nothing sent.
  await form.getByLabel('Rate (₹)').nth(1).fill('twenty thousand');
  const totals = form.getByRole('region', { name: 'Totals' });
  // Another state than the agency's: IGST, worked out as the rates are typed.
  await expect(totals.getByText('IGST 18%')).toBeVisible();
  await expect(totals.getByText('₹36,000.00')).toBeVisible();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Enter the rate in rupees, such as 2,00,000 or 1500.50')).toBeVisible();
  await expect(form.getByLabel('Rate (₹)').nth(1)).toBeFocused();
  await form.getByLabel('Rate (₹)').nth(1).fill('20,000');
  await expect(totals.getByText('₹2,59,600.00')).toBeVisible();
  await expect(totals.getByText('Rupees Two Lakh Fifty-Nine Thousand Six Hundred Only')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save draft' }).click();

  // The draft, as the server worked it out: the same figures.
  await expect(page.getByText('Quote drafted').first()).toBeVisible();
  await expect(panel.getByText('Draft, version 1')).toBeVisible();
  await expect(panel.getByText('₹2,59,600.00')).toBeVisible();
  await expect(panel.getByText('IGST 18%')).toBeVisible();

  // The draft changed before it is sent: the same form, filled in from it; a new rate, with paise.
  await panel.getByRole('button', { name: 'Edit quote' }).click();
  const edit = panel.getByRole('form', { name: 'Edit quote, version 1' });
  await expect(edit.getByRole('heading', { name: 'Edit quote, version 1' })).toBeFocused();
  await expect(edit.getByLabel('Billing name')).toHaveValue(name);
  await expect(edit.getByLabel('Billing address')).toHaveValue('12 MG Road\nBengaluru 560001');
  await expect(edit.getByLabel('Customer’s state')).toHaveValue('29');
  await expect(edit.getByLabel('Venue’s state')).toHaveValue('29');
  await expect(edit.getByLabel('Description').first()).toHaveValue('Performance, 90 minutes');
  await expect(edit.getByLabel('Rate (₹)').first()).toHaveValue('2,00,000');
  await expect(edit.getByLabel('Rate (₹)').nth(1)).toHaveValue('20,000');
  await edit.getByLabel('Rate (₹)').first().fill('2,50,000.50');
  const editTotals = edit.getByRole('region', { name: 'Totals' });
  await expect(editTotals.getByText('₹3,18,600.59')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Quote updated').first()).toBeVisible();
  await expect(edit).toHaveCount(0);
  // The server's figures for the changed draft: still version 1, still a draft.
  await expect(panel.getByText('Draft, version 1')).toBeVisible();
  await expect(panel.getByText('₹2,50,000.50')).toBeVisible();
  await expect(panel.getByText('₹48,600.09')).toBeVisible();
  await expect(panel.getByText('₹3,18,600.59')).toBeVisible();
  await expect(
    panel.getByText('Rupees Three Lakh Eighteen Thousand Six Hundred and Fifty-Nine Paise Only'),
  ).toBeVisible();
  await expect(panel.getByText('₹2,59,600.00')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Edit quote' })).toBeFocused();
  await expect(
    page.getByRole('list', { name: 'Timeline, oldest first' }).getByText('Quote draft changed', { exact: true }),
  ).toBeVisible();

  await panel.getByRole('button', { name: 'Send quote' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('Quote sent').first()).toBeVisible();
  await expect(panel.getByText(/^SLT\/Q\/\d{2}-\d{2}\/\d{4}$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send quote' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Edit quote' })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Timeline, oldest first' }).getByText(/^Quote SLT\/Q\/\d{2}-\d{2}\/\d{4} sent$/),
  ).toBeVisible();

  // The PDF downloads under its number.
  const number = (await panel.getByText(/^SLT\/Q\/\d{2}-\d{2}\/\d{4}$/).textContent()) ?? '';
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`quotation-${number.replace(/\//g, '-')}.pdf`);

  // A revision: version 2 is drafted from it, and the sent one is superseded but still there.
  await panel.getByRole('button', { name: 'Revise' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revise' }).click();
  await expect(panel.getByText('Draft, version 2')).toBeVisible();
  await expect(panel.getByText('₹3,18,600.59').first()).toBeVisible();
  const earlier = panel.getByRole('listitem').filter({ hasText: number });
  await expect(earlier.getByText('Superseded')).toBeVisible();
  await expect(earlier.getByRole('button', { name: 'PDF of version 1' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The revision is a draft like any other: it opens in the same form, filled in from version 1.
  await panel.getByRole('button', { name: 'Edit quote' }).click();
  const editRevision = panel.getByRole('form', { name: 'Edit quote, version 2' });
  await expect(editRevision.getByLabel('Rate (₹)').first()).toHaveValue('2,50,000.50');
  await expect(editRevision.getByLabel('Rate (₹)').nth(1)).toHaveValue('20,000');
  await editRevision.getByRole('button', { name: 'Cancel' }).click();
  await expect(editRevision).toHaveCount(0);
  await expect(panel.getByText('Draft, version 2')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit quote' })).toBeFocused();
});

test('staff are told what the business details lack, that an admin sets them, and notify the admins in one click', async ({
  page,
}) => {
  test.slow();
  const [celebrity] = await catalogue(page.request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const submitted = await page.request.post('/api/inquiries', {
    data: {
      name: `No details ${uniqueTag()}`,
      email: `no-details-${uniqueTag()}@example.com`,
      phoneNumber: '+91 99887 76655',
      eventType: 'Wedding',
      eventDate: dayFromNow(95),
      eventLocation: 'Jaipur',
      celebrity: celebrity._id,
      consent: true,
    },
  });
  expect(submitted.status()).toBe(201);
  const inquiryId = ((await submitted.json()) as { data: { _id: string } }).data._id;
  // The agency before its details are in: no state, no GSTIN. Put back afterwards (other journeys
  // of this worker's server save them again before they quote anyway).
  const admin = await loginThroughApi(page.request, DEMO_ADMIN);
  const cleared = await page.request.put('/api/site/business', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { ...BUSINESS, gstin: '', address: { ...BUSINESS.address, state: '' } },
  });
  expect(cleared.status()).toBe(200);
  const alreadyNotified = ((await cleared.json()) as { data: { adminsAskedAt: string | null } }).data.adminsAskedAt;
  try {
    await startSignedIn(page, DEMO_STAFF);
    await page.goto(`/admin/inquiries/${inquiryId}`);
    const panel = page.getByRole('region', { name: 'Quote' });
    await expect(panel.getByText('Business details incomplete')).toBeVisible();
    await expect(
      panel.getByText(
        'A quote cannot be made until the agency’s registered state is set: it decides CGST and SGST or IGST. Still missing: GSTIN, State.',
      ),
    ).toBeVisible();
    await expect(panel.getByText('Only an admin can set them.')).toBeVisible();
    // No dead end: nothing sends staff to a Settings page they cannot open, and nothing to create yet.
    await expect(panel.getByRole('link')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Create quote' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const status = panel.getByRole('status');
    if (alreadyNotified === null) {
      // One click: the admins are e-mailed, and the card says when they may be reminded.
      await panel.getByRole('button', { name: 'Notify the admins' }).click();
      await expect(page.getByText('The admins were notified').first()).toBeVisible();
      await expect(status).toBeFocused();
    }
    // Within the hour (this run's other screen size may have notified them already on this server).
    await expect(status).toHaveText(/^The admins were notified at .+ IST\. You can notify them again from .+ IST\.$/);
    await expect(panel.getByRole('button', { name: 'Notify the admins' })).toHaveCount(0);
    const mail = await waitForMail(page.request, DEMO_ADMIN.email, /^Business details needed for quotes$/);
    expect(mail.text).toContain('Still missing: GSTIN, State.');
    expect(mail.text).toMatch(/\/admin\/settings\?tab=business/);
    await expectNoAxeViolations(page);
  } finally {
    await saveBusinessDetails(page.request);
  }
});
