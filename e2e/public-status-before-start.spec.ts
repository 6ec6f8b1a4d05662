import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { appStarted, holdTheApp, startTheApp } from './helpers/before-start';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { dayFromNow } from './helpers/public';
import {
  acceptedQuoteBooking,
  draftAndSendQuote,
  QUOTE_TOTAL,
  statusPathIn,
  submitInquiry,
  uniqueEmail,
} from './helpers/quotes';

/*
 * Issue 42, goal 2: a customer's status page is drawn by the server, and its acts (accepting,
 * declining or asking for a new quote, reporting a payment) are plain forms: a tap before the app
 * has started (or with no JavaScript at all) is answered by the server with the page again,
 * saying how it went. Each project books its own days, 1300 to 1312 days ahead (no other journey
 * books them), of celebrity 11 (no other journey names it).
 */

const CELEBRITY = 11;
const isPhone = () => test.info().project.name === 'mobile';

/** The status link of a new inquiry whose quote has been sent, and the e-mail it went to. */
async function sentQuoteLink(page: Page, eventDate: string): Promise<string> {
  const email = uniqueEmail('status-before-start', test.info().project.name);
  const inquiryId = await submitInquiry(page.request, email, 'Meera Pillai', { celebrityIndex: CELEBRITY, eventDate });
  await draftAndSendQuote(page.request, inquiryId);
  return statusPathIn((await waitForMail(page.request, email, /^Your quotation /)).text);
}

test('a quote accepted before the app has started is accepted, and the page says so', async ({ page }) => {
  test.slow();
  await saveBusinessDetails(page.request);
  const statusPath = await sentQuoteLink(page, dayFromNow(isPhone() ? 1302 : 1300));
  // The page's entry runs, as on a slow phone; the app itself does not arrive.
  await holdTheApp(page);
  const arrival = await page.goto(statusPath, { waitUntil: 'commit' });
  expect(arrival?.headers()['cache-control']).toBe('no-store');
  expect(arrival?.headers()['x-robots-tag']).toBe('noindex');

  // The server drew the whole quote: its total and the form to accept it.
  const quote = page.getByRole('region', { name: 'Your quote' });
  await expect(quote.getByText(QUOTE_TOTAL).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Accept this quote' });
  // Left empty, the browser itself says what is missing and nothing is sent.
  await form.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page).toHaveURL(statusPath);
  expect(await form.getByLabel('Your full name').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
    false,
  );

  await form.getByLabel('Your full name').fill('Meera Pillai');
  await form.getByLabel('I accept this quotation and its terms').check();
  expect(await appStarted(page)).toBe(false);
  await form.getByRole('button', { name: 'Accept quote' }).click();

  // The server accepted it and drew the page again, with the outcome in the customer's words.
  await expect(page).toHaveURL(`${statusPath}?quote=accepted#quote-heading`);
  await expect(quote.getByRole('status').filter({ hasText: 'Thank you: you accepted the quote.' })).toBeVisible();
  await expect(quote.getByText('You accepted this quote on', { exact: false })).toContainText('as Meera Pillai');
  await expect(page.getByRole('region', { name: 'Pay now' })).toBeVisible();
  expect(await appStarted(page)).toBe(false);
  await expectNoAxeViolations(page);
});

test('a quote declined, then a new one asked for, before the app has started: both reach the team', async ({
  page,
}) => {
  test.slow();
  await saveBusinessDetails(page.request);
  const statusPath = await sentQuoteLink(page, dayFromNow(isPhone() ? 1303 : 1301));
  await holdTheApp(page);
  await page.goto(statusPath, { waitUntil: 'commit' });

  // Declining, folded under its summary: the button answers a tap before the app has started.
  const quote = page.getByRole('region', { name: 'Your quote' });
  await quote.getByText('Decline this quote', { exact: true }).click();
  const decline = quote.getByRole('form', { name: 'Decline this quote' });
  await decline.getByLabel('Why? (optional)').fill('The dates no longer suit us.');
  expect(await appStarted(page)).toBe(false);
  await decline.getByRole('button', { name: 'Decline quote' }).click();

  await expect(page).toHaveURL(`${statusPath}?quote=declined#quote-heading`);
  await expect(
    quote.getByRole('status').filter({ hasText: 'You declined the quote. We have let the team know.' }),
  ).toBeVisible();
  await expect(quote.getByText('You declined this quote: “The dates no longer suit us.”.')).toBeVisible();
  await expect(quote.getByRole('form', { name: 'Accept this quote' })).toHaveCount(0);

  // Then a new one, by the form the page now shows, still before the app has started.
  const ask = quote.getByRole('form', { name: 'Ask for a new quote' });
  // New for each run and project, to find the team's alert by.
  const change = `Please quote for another day (${test.info().project.name} ${Date.now()}).`;
  await ask.getByLabel('What should the new quote change? (optional)').fill(change);
  expect(await appStarted(page)).toBe(false);
  await ask.getByRole('button', { name: 'Ask for a new quote' }).click();

  await expect(page).toHaveURL(`${statusPath}?quote=new-quote-asked#quote-heading`);
  await expect(quote.getByRole('status').filter({ hasText: 'We have asked the team for a new quote.' })).toBeVisible();
  await expect(
    quote.getByText(/You asked for a new quote on .+\. The team will send it to you by e-mail\./),
  ).toBeVisible();
  expect(await appStarted(page)).toBe(false);
  await expectNoAxeViolations(page);
  await waitForMail(page.request, 'desk@starline.example', /^New quote asked for: /, undefined, change);
});

test('once the app has started, it declines by its own call: the page is not loaded again', async ({ page }) => {
  test.slow();
  await saveBusinessDetails(page.request);
  const statusPath = await sentQuoteLink(page, dayFromNow(isPhone() ? 1307 : 1305));
  await page.goto(statusPath);
  await startTheApp(page);
  const quote = page.getByRole('region', { name: 'Your quote' });
  await quote.getByText('Decline this quote', { exact: true }).click();
  const decline = quote.getByRole('form', { name: 'Decline this quote' });
  // The app has this form once it checks it itself (`noValidate`); before, a tap would post it as
  // the browser's own form (as above), which the app would not see.
  await expect(decline).toHaveJSProperty('noValidate', true);
  await decline.getByLabel('Why? (optional)').fill('We found another date.');
  const posted = page.waitForRequest((request) => request.url().endsWith('/quote/decline'));
  await decline.getByRole('button', { name: 'Decline quote' }).click();
  // The app's JSON call, and its toast; the address stays as it was.
  expect((await posted).headers()['content-type']).toContain('application/json');
  await expect(page.getByText('You declined the quote. We have let the team know.').first()).toBeVisible();
  await expect(quote.getByText('You declined this quote: “We found another date.”.')).toBeVisible();
  await expect(page).toHaveURL(statusPath);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a payment reported from the status page is received, and the page says so', async ({ page, request }) => {
    test.slow();
    await saveBusinessDetails(request);
    const { email } = await acceptedQuoteBooking(request, {
      prefix: 'status-no-script',
      name: 'Meera Pillai',
      celebrityIndex: CELEBRITY,
      eventDate: dayFromNow(isPhone() ? 1312 : 1310),
    });
    const statusPath = statusPathIn((await waitForMail(request, email, /^Your quotation /)).text);
    await page.goto(statusPath);

    // Drawn by the server: the booking, what is due and the form to say it is paid.
    const payNow = page.getByRole('region', { name: 'Pay now' });
    await expect(payNow.getByText('Due now: ₹1,33,000.00')).toBeVisible();
    const form = payNow.getByRole('form', { name: 'I have paid' });
    await expect(form.getByLabel('Amount paid (₹)', { exact: false })).toHaveValue('1,33,000');
    // A 22-character RTGS UTR, new for each run and project (a reference is reported once).
    const utr = `HDFCR5${isPhone() ? 2 : 1}${String(Date.now()).padStart(15, '0').slice(-15)}`;
    await form.getByLabel('Bank transfer').check();
    await form.getByLabel('Payment reference', { exact: false }).fill(utr);
    await form.getByRole('button', { name: 'Send payment details' }).click();

    await expect(page).toHaveURL(`${statusPath}?claim=sent#pay-now`);
    await expect(
      payNow.getByRole('status').filter({ hasText: 'Thank you. We will confirm your payment within one working day.' }),
    ).toBeVisible();
    await expect(payNow.getByRole('listitem').filter({ hasText: '₹1,33,000.00' })).toContainText(
      'We will confirm your payment within one working day',
    );
    // (axe runs in the page's JavaScript, which is off here: the journey above checks this page.)
  });
});
