import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { waitForMail } from './helpers/mailbox';
import { PrivateServer } from './helpers/private-server';
import { expectNoHorizontalScroll } from './helpers/public';
import { draftAndSendQuote, statusPathIn, submitInquiry, uniqueEmail } from './helpers/quotes';

/*
 * An expired quote cannot be accepted (issue 21). The quote is sent ten days ago: a server of
 * this file's own starts with its clock there (e2e/helpers/private-server.ts), the quote is
 * drafted and sent with its default validity of seven days, and the same database is then
 * served again at today's time, three days past the quote's validity.
 */
const server = new PrivateServer();
test.use({ baseURL: server.baseURL });

let dataDir = '';
let statusPath = '';

test.beforeAll(async ({ playwright }) => {
  // Two starts of a server with its demo data take a while on a busy machine.
  test.setTimeout(360_000);
  dataDir = mkdtempSync(join(tmpdir(), 'starline-e2e-expired-'));
  await server.start(new Date(Date.now() - 10 * 24 * 3600_000).toISOString(), dataDir);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    await saveBusinessDetails(request);
    const email = uniqueEmail('expired', test.info().project.name);
    const inquiryId = await submitInquiry(request, email, 'Meera Iyer');
    await draftAndSendQuote(request, inquiryId);
    statusPath = statusPathIn((await waitForMail(request, email, /^Your quotation /, server.mailboxURL)).text);
  } finally {
    await request.dispose();
  }
  await server.stop();
  await server.start(new Date().toISOString(), dataDir);
});

test.afterAll(async () => {
  await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an expired quote cannot be accepted: the page says so, and the customer asks for a new quote', async ({
  page,
  request,
}) => {
  await page.goto(statusPath, { waitUntil: 'networkidle' });
  const quote = page.getByRole('region', { name: 'Your quote', exact: true });
  await expect(quote.getByText('Expired', { exact: true })).toBeVisible();
  await expect(
    quote.getByText(/^This quote expired on \d{1,2} \w+ \d{4}, so it can no longer be accepted\.$/),
  ).toBeVisible();
  await expect(quote.getByRole('form', { name: 'Accept this quote' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Accepting it anyway, through the API as a stale tab would, is refused with what to do.
  const token = statusPath.split('/').at(-1) ?? '';
  const refused = await request.post(`/api/inquiry-status/${token}/quote/accept`, {
    data: { name: 'Meera Iyer', agree: true, version: 1 },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toMatch(/Ask for a new quote\.$/);

  await quote.getByRole('button', { name: 'Ask for a new quote' }).click();
  await expect(quote.getByText(/You asked for a new quote on .+\./)).toBeVisible();
  const alert = await waitForMail(request, 'desk@starline.example', /^New quote asked for: /, server.mailboxURL);
  expect(alert.text).toContain('their quote expired');
  await expectNoAxeViolations(page);
});
