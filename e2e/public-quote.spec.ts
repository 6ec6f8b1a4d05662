import { expect, test } from '@playwright/test';
import { DEMO_STAFF, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { startTheApp } from './helpers/before-start';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { expectNoHorizontalScroll } from './helpers/public';
import { draftAndSendQuote, QUOTE_TOTAL, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * The customer's side of a quote (issue 21): the e-mail with the PDF and the link, the quote on
 * the status page, Accept with a typed name and the tick, and what staff then see; a revision
 * supersedes the quote the customer holds, and the customer asks for a new one.
 */
test.beforeEach(async ({ request }) => {
  await saveBusinessDetails(request);
});

test('the customer opens the quote from the e-mail, accepts it with their name, and staff see it accepted', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('accept', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, 'Ananya Kapoor');
  const { number } = await draftAndSendQuote(request, inquiryId);

  const mail = await waitForMail(request, email, /^Your quotation /);
  expect(mail.subject).toContain(number);
  expect(mail.attachments).toEqual([
    expect.objectContaining({
      filename: `quotation-${number.replace(/\//g, '-')}.pdf`,
      contentType: 'application/pdf',
    }),
  ]);
  await page.goto(statusPathIn(mail.text), { waitUntil: 'networkidle' });
  // The server's page until the customer acts: this journey checks the app's own messages.
  await startTheApp(page);

  const quote = page.getByRole('region', { name: 'Your quote', exact: true });
  await expect(quote).toBeVisible();
  await expect(quote.getByText(`Quotation ${number}`)).toBeVisible();
  await expect(quote.getByText('Awaiting your answer')).toBeVisible();
  await expect(quote.getByText(QUOTE_TOTAL).first()).toBeVisible();
  await expect(quote.getByText('Rupees Two Lakh Sixty-Six Thousand Only')).toBeVisible();
  await expect(quote.getByText('CGST 9%')).toBeVisible();
  const pdf = quote.getByRole('link', { name: 'Download PDF' });
  const pdfResponse = await request.get((await pdf.getAttribute('href')) ?? '');
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Nothing typed, nothing ticked: both fields say what they need.
  const accept = quote.getByRole('form', { name: 'Accept this quote' });
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(accept.getByText('Type your full name', { exact: true })).toBeVisible();
  await expect(accept.getByText('Tick the box to accept the quotation and its terms')).toBeVisible();
  await expect(accept.getByLabel('Your full name')).toBeFocused();
  await expectNoAxeViolations(page);

  await accept.getByLabel('Your full name').fill('Ananya Kapoor');
  await accept.getByRole('checkbox', { name: 'I accept this quotation and its terms' }).check();
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByText('Thank you: you accepted the quote.').first()).toBeVisible();
  await expect(quote.getByText(/You accepted this quote on .+ as Ananya Kapoor\./)).toBeVisible();
  await expect(quote.getByText('Accepted', { exact: true })).toBeVisible();
  // The quote's days are now a booking awaiting its advance: never "confirmed" before it is (issue 36).
  await expect(page.getByRole('heading', { name: /Awaiting your advance/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Confirmed/ })).toHaveCount(0);
  await expect(quote.getByRole('form', { name: 'Accept this quote' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const next = await waitForMail(request, email, /^You accepted quotation /);
  expect(next.text).toContain('50200012345678');
  expect(next.attachments[0]?.contentType).toBe('application/pdf');

  // At the desk: the quote accepted, signed with the typed name.
  await startSignedIn(page, DEMO_STAFF);
  await page.goto(`/admin/inquiries/${inquiryId}`);
  const panel = page.getByRole('region', { name: 'Quote' });
  await expect(panel.locator('[data-quote-state="accepted"]')).toHaveText('Accepted');
  await expect(panel.getByText(/signed as/)).toContainText('Ananya Kapoor');
  await expect(page.getByText(`Quote ${number} accepted`)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('a revision supersedes the quote the customer holds: they ask for a new one, then accept the new version', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('revised', test.info().project.name);
  const inquiryId = await submitInquiry(request, email, 'Rohan Mehta');
  const { id, headers } = await draftAndSendQuote(request, inquiryId);
  const statusPath = statusPathIn((await waitForMail(request, email, /^Your quotation /)).text);

  const revised = await request.post(`/api/quotes/${id}/revise`, { headers });
  expect(revised.status()).toBe(201);
  await page.goto(statusPath, { waitUntil: 'networkidle' });
  const quote = page.getByRole('region', { name: 'Your quote', exact: true });
  await expect(quote.getByText('Replaced', { exact: true })).toBeVisible();
  await expect(
    quote.getByText('This quote has been replaced by a newer version, so it can no longer be accepted.'),
  ).toBeVisible();
  await expect(quote.getByRole('form', { name: 'Accept this quote' })).toHaveCount(0);
  await quote.getByLabel('What should the new quote change? (optional)').fill('Please add a second show.');
  await quote.getByRole('button', { name: 'Ask for a new quote' }).click();
  await expect(
    quote.getByText(/You asked for a new quote on .+\. The team will send it to you by e-mail\./),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Found by its words: other journeys of this server ask the team for new quotes too.
  await waitForMail(request, 'desk@starline.example', /^New quote asked for: /, undefined, 'Please add a second show.');

  // Version 2 is sent: the same link now shows it, ready to accept.
  const version2 = ((await revised.json()) as { data: { _id: string } }).data._id;
  expect((await request.post(`/api/quotes/${version2}/send`, { headers })).status()).toBe(200);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(quote.getByText(/, version 2$/)).toBeVisible();
  const accept = quote.getByRole('form', { name: 'Accept this quote' });
  await accept.getByLabel('Your full name').fill('Rohan Mehta');
  await accept.getByRole('checkbox', { name: 'I accept this quotation and its terms' }).check();
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(quote.getByText(/You accepted this quote on .+ as Rohan Mehta\./)).toBeVisible();
});
