import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, loginThroughApi, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { waitForMail } from './helpers/mailbox';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';

/** A word no other run, project or test uses (the suite shares one database). */
function uniqueTag(): string {
  return `${test.info().project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** The Filters button of a phone, its name saying how many filters are set ("Filters 2 set"). */
function filtersButton(page: Page) {
  return page.getByRole('button', { name: /^Filters( \d+ set)?$/ });
}

/** On a phone the filters are folded into a sheet behind the Filters button: open it. */
async function showFilters(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 1024) return;
  await filtersButton(page).click();
  await expect(page.getByRole('button', { name: 'Show results' })).toBeVisible();
}

/** Closes the phone's sheet the way a person would, to see the results. */
async function showResults(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 1024) return;
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByRole('button', { name: 'Show results' })).toBeHidden();
}

function timeline(page: Page) {
  return page.getByRole('list', { name: 'Timeline, oldest first' });
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN);
});

test('staff work an inquiry: assign, note, confirm with an e-mail the customer receives', async ({ page }) => {
  test.slow();
  const me = (await loginThroughApi(page.request, DEMO_ADMIN)).user.name;
  const [celebrity] = await catalogue(page.request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const tag = uniqueTag();
  const name = `Desk ${tag}`;
  const email = `desk-${tag}@example.com`;
  const submitted = await page.request.post('/api/inquiries', {
    data: {
      name,
      email,
      phoneNumber: '+91 99887 76655',
      eventType: 'Brand Event',
      eventDate: dayFromNow(60),
      eventLocation: 'Lower Parel, Mumbai',
      celebrity: celebrity._id,
      consent: true,
    },
  });
  expect(submitted.status()).toBe(201);
  const acknowledgement = await waitForMail(page.request, email, /^We received your inquiry SLT-\d{4}-\d{4}$/);
  const statusLink = new URL(/http:\/\/\S+\/inquiry\/[A-Za-z0-9_-]{43}/.exec(acknowledgement.text)?.[0] ?? '').pathname;

  // Found by its phone number, written another way.
  await page.goto('/admin/inquiries?q=9988776655');
  await page.getByPlaceholder('Search inquiries...').fill(email);
  await page.locator(`main [data-inquiry-name="${name}"]`).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('main [data-clock]').first()).toHaveAttribute('data-clock', 'time-left');
  await expect(timeline(page).getByText('Inquiry received from the website')).toBeVisible();
  await expect(timeline(page).getByText('E-mail: Acknowledgement to customer')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByLabel('Assigned to').selectOption({ label: me });
  await expect(page.getByText('Assignee updated').first()).toBeVisible();
  await expect(timeline(page).getByText(`Assigned to ${me}`)).toBeVisible();

  await page.getByLabel('Add a note').fill('Called the customer; they want a 20-minute appearance.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes, newest first' });
  await expect(notes.getByText('Called the customer; they want a 20-minute appearance.')).toBeVisible();
  await expect(notes.getByText(me)).toBeVisible();
  await expect(page.getByLabel('Add a note')).toHaveValue('');

  // The single quoted amount is gone: quotes are drafted in the Quote panel (admin-quotes.spec.ts).
  await expect(page.getByLabel('Quoted amount (₹)')).toHaveCount(0);

  await page.getByRole('checkbox', { name: /^E-mail the customer/ }).check();
  await page.getByRole('combobox', { name: /^Status/ }).selectOption('confirmed');
  await expect(page.getByText('Inquiry status updated successfully!').first()).toBeVisible();
  await expect(timeline(page).getByText('Status changed from Pending to Confirmed')).toBeVisible();
  await expect(page.locator('main [data-clock]').first()).toHaveAttribute('data-clock', 'answered-on-time');
  await expect(timeline(page).getByText('E-mail: Decision to customer')).toBeVisible();
  await expectNoAxeViolations(page);

  // Confirmed with no booking: the desk offers to make it, and the customer is not told they are
  // booked until one exists (issue 36).
  await expect(
    page.getByRole('region', { name: 'Booking', exact: true }).getByRole('button', { name: 'Make the booking' }),
  ).toBeVisible();
  const decision = await waitForMail(page.request, email, /^We are arranging your booking: SLT-\d{4}-\d{4}$/);
  expect(decision.text).toContain(celebrity.name);

  // The customer's page says the same.
  await page.goto(statusLink, { waitUntil: 'networkidle' });
  await expect(page.getByText('We are preparing your booking. Your dates are not booked yet.')).toBeVisible();
  await expect(page.getByText('Your booking is confirmed.')).toHaveCount(0);
});

test('the overdue filter, badges and the bell agree', async ({ page }) => {
  // The demo data holds pending inquiries older than a day: overdue.
  await page.goto('/admin/inquiries');
  await expect(page.getByText('Loading inquiries...')).toBeHidden();
  const phone = (page.viewportSize()?.width ?? 0) < 1024;
  // A phone's first screen is the search and the results: the filters are behind one button.
  await expect(page.getByLabel('Reply clock')).toBeVisible({ visible: !phone });
  await expect(filtersButton(page)).toBeVisible({ visible: phone });
  if (phone) await expect(filtersButton(page)).toHaveAccessibleName('Filters');
  await showFilters(page);
  await page.getByLabel('Reply clock').selectOption({ label: 'Overdue' });
  await expect(page).toHaveURL(/[?&]clock=overdue/);
  await showResults(page);
  if (phone) await expect(filtersButton(page)).toHaveAccessibleName('Filters 1 set');
  // Read all the badges at once, until the filtered page has replaced the one shown before it
  // (other journeys add inquiries meanwhile, so the two lists differ).
  const clocks = page.locator('main [data-inquiry-name] [data-clock]');
  const badges = () =>
    clocks.evaluateAll((elements) =>
      elements.map((element) => ({ clock: element.getAttribute('data-clock'), text: element.textContent ?? '' })),
    );
  await expect
    .poll(async () => {
      const shown = await badges();
      return shown.length > 0 && shown.every(({ clock, text }) => clock === 'overdue' && text.includes('Overdue'));
    })
    .toBe(true);
  await expectNoAxeViolations(page);
  if (phone) {
    // A card is the few lines the desk is scanned by (name, celebrity, status, clock, event day).
    const heights = await page
      .locator('main [data-inquiry-name]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    for (const height of heights) expect(height).toBeLessThanOrEqual(170);
    // The count follows each filter: a second one (Status, in the same sheet) makes two.
    await showFilters(page);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
    await expect(page).toHaveURL(/[?&]status=pending/);
    await showResults(page);
    await expect(filtersButton(page)).toHaveAccessibleName('Filters 2 set');
  }

  // The bell counts overdue and due-soon inquiries, and opens them.
  const bell = page.getByRole('link', { name: /^Notifications: \d+ inquir/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/[?&]clock=at-risk/);
  await expect(page.getByLabel('Reply clock')).toHaveValue('at-risk');
  if (phone) await expect(filtersButton(page)).toHaveAccessibleName('Filters 1 set');
  await expect
    .poll(async () => {
      const shown = await badges();
      return shown.length > 0 && shown.every(({ clock }) => clock === 'overdue' || clock === 'due-soon');
    })
    .toBe(true);
});
