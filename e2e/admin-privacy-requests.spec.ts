import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, startSignedIn } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { catalogue, dayFromNow, expectNoHorizontalScroll } from './helpers/public';

test('an admin exports and then erases one person’s data on request', async ({ page }) => {
  const [celebrity] = await catalogue(page.request);
  if (!celebrity) throw new Error('no seeded celebrity');
  const tag = `${test.info().project.name}${Date.now().toString(36)}`;
  const email = `erase-${tag}@example.com`;
  const name = `Erasable ${tag}`;
  const submitted = await page.request.post('/api/inquiries', {
    data: {
      name,
      email,
      phoneNumber: '+91 98450 11223',
      eventType: 'Birthday Party',
      eventDate: dayFromNow(40),
      eventLocation: 'Kochi',
      celebrity: celebrity._id,
      consent: true,
    },
  });
  expect(submitted.status()).toBe(201);

  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin/settings?tab=privacy');
  await expect(page.getByRole('heading', { name: 'A person’s data' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByLabel('E-mail address').fill(email);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { inquiries: { name: string }[] };
  expect(exported.inquiries.map((inquiry) => inquiry.name)).toEqual([name]);
  await expect(page.getByText(`Exported 1 inquiry of ${email}`)).toBeVisible();

  await page.getByRole('button', { name: 'Erase data' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(`Erased 1 inquiry of ${email}`)).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Erasures, newest first' })
      .getByText(/erased by/)
      .first(),
  ).toBeVisible();

  // Gone from the desk.
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No inquiries found matching your search.')).toBeVisible();
});
