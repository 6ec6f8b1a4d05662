import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { saveBusinessDetails } from './helpers/business-details';
import { chooseSettingsSection } from './helpers/settings';
import { type ApiCelebrity, catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';
import { acceptedQuoteBooking, recordBankTransfer, submitInquiry, uniqueEmail } from './helpers/quotes';

/**
 * The phone tour (decision 0051): the staff screens, dialogs and sign-in pages that no phone
 * journey opens, at 375 px with axe and no sideways scrolling. The phone project runs this instead of repeating
 * each staff flow whose screens are the same components at every width (the flows run on the
 * desktop project); the journeys whose phone screens differ (cards below 1024 px, the Filters
 * sheet, the Section menu, the sidebar's slide-in panel) still run there in full.
 *
 * Its booking is catalogue celebrity 23's, 1190 days ahead: on the phone project only the
 * postpone journey (no longer run there) used that celebrity around that day.
 */

/**
 * The settings' tabs by address and label: the site's content, and the business and legal ones.
 * Each group's first is opened by its address, the rest with the Section menu as a person would:
 * a page load each costs the app's start again (see docs/performance-log.md).
 */
const SITE_CONTENT_TABS = [
  ['contact', 'Contact details'],
  ['social', 'Social links'],
  ['figures', 'Figures'],
  ['testimonials', 'Testimonials'],
  ['team', 'Team'],
  ['events', 'Recent events'],
  ['packages', 'Packages'],
] as const;
const BUSINESS_TABS = [
  ['business', 'Business details'],
  ['payments', 'Payments'],
  ['ledgers', 'Tally ledgers'],
  ['legal', 'Legal pages'],
  ['privacy', 'Privacy requests'],
] as const;

interface BookingRow {
  _id: string;
  advancePaise: number;
}

/** The screen at `path` is drawn, its data loaded, fits the screen and passes axe. */
async function expectScreenFits(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The lists' and panels' requests answered, so axe reads the screen as a person would.
  await page.waitForLoadState('networkidle');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

/**
 * The settings tab named `label`, chosen with the Section menu, has loaded (every tab shows
 * "Loading ..." until its data is there, then its form or list), fits the screen and passes axe.
 */
async function expectSettingsTabFits(page: Page, label: string): Promise<void> {
  await chooseSettingsSection(page, label);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
  await expect(panel.getByText(/^Failed to load/)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

/** The dialog a button of `region` opens fits the screen and passes axe; Escape closes it. */
async function expectDialogFits(page: Page, region: string, button: string, dialog: string): Promise<void> {
  await page.getByRole('region', { name: region, exact: true }).getByRole('button', { name: button }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(opened).toHaveCount(0);
}

/**
 * The staff screens no phone journey opens with axe, in groups of a journey's length, each group
 * a journey of its own. The lists (the dashboard, celebrities, staff, inquiries, bookings,
 * calendar, payments, invoices, TDS register, outbox, audit log, talent) and the account page are
 * checked at 375 px by the journeys that work them there (phone-journeys.ts).
 */
const SCREEN_GROUPS: Record<string, (celebrity: ApiCelebrity) => [string, string | RegExp][]> = {
  'the celebrity form and page, the reconciliation, the blackout requests and the reports': (celebrity) => [
    ['/admin/celebrities/add', 'Add New Celebrity'],
    [`/admin/celebrities/edit/${celebrity._id}`, 'Edit Celebrity'],
    [`/admin/celebrities/view/${celebrity._id}`, celebrity.name],
    ['/admin/reconciliation', 'Reconciliation'],
    ['/admin/blackout-requests', 'Blackout requests'],
    ['/admin/reports', 'Reports'],
  ],
};

const SETTINGS_GROUPS: Record<string, readonly (readonly [string, string])[]> = {
  'the site content’s settings': SITE_CONTENT_TABS,
  'the business and legal settings': BUSINESS_TABS,
};

for (const [group, screens] of Object.entries(SCREEN_GROUPS)) {
  test(`${group} fit a phone and have no accessibility violations`, async ({ page }) => {
    test.slow();
    const [celebrity] = await catalogue(page.request);
    if (!celebrity) throw new Error('no seeded celebrity');
    await startSignedIn(page, DEMO_ADMIN);
    for (const [path, heading] of screens(celebrity)) {
      await test.step(path, () => expectScreenFits(page, path, heading));
    }
  });
}

for (const [group, [first, ...others]] of Object.entries(SETTINGS_GROUPS)) {
  test(`${group} fit a phone and have no accessibility violations`, async ({ page }) => {
    test.slow();
    if (!first) throw new Error(`${group}: no tabs`);
    await startSignedIn(page, DEMO_ADMIN);
    const [tab] = first;
    await test.step(tab, () => expectScreenFits(page, `/admin/settings?tab=${tab}`, 'Settings'));
    for (const [, label] of others) await test.step(label, () => expectSettingsTabFits(page, label));
  });
}

test('an inquiry’s page and its quote, booking and money dialogs fit a phone', async ({ page, request }) => {
  test.slow();
  await saveBusinessDetails(request);
  // A confirmed booking: the panel offers its payments, its move and its cancelling.
  const { inquiryId, booking, headers } = await acceptedQuoteBooking<BookingRow>(request, {
    prefix: 'phone-tour',
    name: 'Ira Kulkarni',
    celebrityIndex: 23,
    eventDate: dayFromNow(1190),
  });
  await recordBankTransfer(request, headers, booking._id, booking.advancePaise, `UTR${Date.now()}`);
  await startSignedIn(page, DEMO_ADMIN);
  await expectScreenFits(page, `/admin/inquiries/${inquiryId}`, 'Ira Kulkarni');
  await expect(page.locator('[data-booking-state="confirmed"]')).toBeVisible();
  await expectDialogFits(page, 'Booking', 'Record payment', 'Record payment');
  await expectDialogFits(page, 'Booking', 'Postpone', 'Postpone booking');
  await expectDialogFits(page, 'Booking', 'Cancel booking', 'Cancel booking');

  // An inquiry with nothing yet: the forms that start a quote and a booking without one.
  const fresh = await submitInquiry(request, uniqueEmail('phone-tour', 'mobile'), 'Dev Malhotra', {
    celebrityIndex: 23,
    eventDate: dayFromNow(1200),
  });
  await expectScreenFits(page, `/admin/inquiries/${fresh}`, 'Dev Malhotra');
  await page.getByRole('region', { name: 'Quote' }).getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByRole('form', { name: 'New quote' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.reload();
  const bookingPanel = page.getByRole('region', {
    name: 'Booking',
    exact: true,
  });
  await bookingPanel.getByRole('button', { name: 'Book without a quote' }).click();
  await expect(bookingPanel.getByRole('form', { name: 'New booking' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test('the sign-in, forgotten-password and new-password pages fit a phone', async ({ page }) => {
  await expectScreenFits(page, '/admin/login', 'Admin Login');
  await expectScreenFits(page, '/admin/forgot-password', 'Forgot your password?');
  // Without a link, the page says how to get one.
  await expectScreenFits(page, '/admin/reset-password', 'Choose a new password');
});
