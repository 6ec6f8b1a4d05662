import { expect, test } from '@playwright/test';
import { startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';

interface Stat {
  value: number;
}
interface DashboardAnswer {
  totalCelebrities: Stat;
  totalInquiries: Stat;
  pendingInquiries: Stat;
  monthlyBookings: Stat;
  answeredOnTime: { onTime: number; total: number; percent: number | null; days: number };
  overdueNow: number;
  dueSoonNow: number;
  responseHours: number;
  recentInquiries: { name: string; celebrityName: string }[];
  bookings: {
    made: Stat;
    valueByMonth: { month: string; paise: number; count: number }[];
    outstanding: { count: number; paise: number };
    overdue: { count: number; paise: number };
    conversion: { quoted: number; booked: number; percent: number | null; days: number };
  };
}

const inIndia = (value: number) => value.toLocaleString('en-IN');
/** Whole rupees, halves up, as the dashboard shows an amount. */
const rupees = (paise: number) => `₹${inIndia(Math.floor((paise + 50) / 100))}`;

test('the dashboard shows the real figures, the latest inquiries and working quick actions', async ({ page }) => {
  const { token } = await startSignedIn(page);
  // A long unbroken name among the recent inquiries must not widen the page on a phone.
  const [celebrity] = await catalogue(page.request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const submitted = await page.request.post('/api/inquiries', {
    data: {
      name: `Dashboard${'x'.repeat(60)}`,
      email: 'dashboard.check@example.com',
      phoneNumber: '+91 98765 43210',
      eventType: 'Wedding',
      eventDate: dayFromNow(30),
      eventLocation: 'Mumbai',
      additionalDetails: '',
      celebrity: celebrity._id,
      consent: true,
      celebrityName: celebrity.name,
    },
  });
  expect(submitted.status()).toBe(201);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText("Welcome back! Here's what's happening with your business.")).toBeVisible();

  // Other journeys add celebrities and inquiries at the same time, so the figures are read from
  // the API and the page together until both agree (each reload shows the figures afresh).
  let figures: DashboardAnswer | undefined;
  await expect(async () => {
    const response = await page.request.get('/api/dashboard', { headers: { Authorization: `Bearer ${token}` } });
    figures = ((await response.json()) as { data: DashboardAnswer }).data;
    await page.reload();
    // Counts now against the end of last month; bookings this month against last month.
    const cards: [string, Stat, RegExp][] = [
      ['Total Celebrities', figures.totalCelebrities, /end of last month/],
      ['Total Inquiries', figures.totalInquiries, /end of last month/],
      ['Pending Inquiries', figures.pendingInquiries, /end of last month/],
      ['Monthly Bookings', figures.monthlyBookings, /from last month|since last month|last month either/],
    ];
    for (const [label, stat, note] of cards) {
      const card = page.getByRole('article', { name: label });
      await expect(card).toContainText(inIndia(stat.value), { timeout: 3000 });
      await expect(card).toContainText(note);
    }
    const { answeredOnTime, responseHours } = figures;
    const onTime = page.getByRole('article', { name: `Answered within ${responseHours} hours` });
    await expect(onTime).toContainText(answeredOnTime.percent === null ? '—' : `${answeredOnTime.percent}%`);
    await expect(onTime).toContainText(
      answeredOnTime.total === 0
        ? `None due yet in the last ${answeredOnTime.days} days`
        : `${inIndia(answeredOnTime.onTime)} of ${inIndia(answeredOnTime.total)} in the last ${answeredOnTime.days} days`,
    );
    const overdue = page.getByRole('article', { name: 'Overdue now' });
    await expect(overdue).toContainText(inIndia(figures.overdueNow));
    await expect(overdue).toContainText(
      `${figures.dueSoonNow === 0 ? 'None' : inIndia(figures.dueSoonNow)} due within 4 hours`,
    );
    // The bookings: made this month (one figure, "Monthly Bookings": issue 36), what is due and
    // overdue, the conversion and the months.
    const { bookings } = figures;
    expect(figures.monthlyBookings).toEqual(bookings.made);
    await expect(page.getByRole('article', { name: 'Monthly Bookings' })).toContainText(
      'Bookings made this month, cancelled ones left out',
    );
    await expect(page.getByRole('article', { name: 'Bookings made this month' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Balances outstanding' })).toContainText(
      rupees(bookings.outstanding.paise),
    );
    await expect(page.getByRole('article', { name: 'Overdue balances' })).toContainText(rupees(bookings.overdue.paise));
    await expect(page.getByRole('article', { name: 'Quotes to bookings (30 days)' })).toContainText(
      bookings.conversion.percent === null ? '—' : `${bookings.conversion.percent}%`,
    );
    const months = page.getByRole('table', { name: 'Value booked by month' }).getByRole('row');
    await expect(months).toHaveCount(bookings.valueByMonth.length + 1);
    const thisMonth = bookings.valueByMonth.at(-1);
    if (thisMonth) await expect(months.last()).toContainText(rupees(thisMonth.paise));
  }).toPass({ timeout: 25_000 });
  if (!figures) throw new Error('no dashboard figures');

  const recent = page.getByRole('region', { name: 'Recent Inquiries' });
  const first = figures.recentInquiries[0];
  if (!first) throw new Error('the demo data has inquiries');
  await expect(recent.getByText(first.name).first()).toBeVisible();
  await expect(recent.getByText(`wants to book ${first.celebrityName}`).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // "Overdue now" opens the inquiry list filtered to the overdue ones.
  await page
    .getByRole('article', { name: 'Overdue now' })
    .getByRole('link', { name: 'View overdue inquiries' })
    .click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?(.+&)?clock=overdue(&|$)/);
  await page.goBack();

  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await actions.getByRole('link', { name: 'Add New Celebrity' }).click();
  await expect(page).toHaveURL(/\/admin\/celebrities\/add$/);
  await page.goBack();
  await actions.getByRole('link', { name: 'View All Inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await page.goBack();
  await actions.getByRole('link', { name: 'Add Staff Member' }).click();
  // It opens the add form at once.
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByLabel(/^Name/)).toBeFocused();
});
