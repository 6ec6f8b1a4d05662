import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { AddBlackoutForm } from './add-blackout-form';

afterEach(cleanup);

const aarav = { _id: 'c-aarav', name: 'Aarav Kapoor' };
const meera = { _id: 'c-meera', name: 'Meera Shah' };

/** The API's answer for one page of the catalogue's names. */
function celebrityPage(items: { _id: string; name: string }[]): Response {
  const body = { success: true, data: items, meta: { total: items.length, limit: 100, offset: 0 } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

test('the celebrity chosen at first stays chosen when the list of celebrities arrives', async () => {
  // The list's answer is held back until the form is on the screen, as on a slow network.
  let answer: (response: Response) => void = () => undefined;
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <AddBlackoutForm celebrity={meera._id} celebrityName={meera.name} onAdded={vi.fn()} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
  const select = screen.getByLabelText<HTMLSelectElement>('Celebrity', { exact: false });
  expect(select.value).toBe(meera._id);
  expect(fetch).toHaveBeenCalledOnce();

  await act(async () => {
    answer(celebrityPage([aarav, meera]));
    await vi.waitFor(() => expect(screen.getByRole('option', { name: aarav.name })).toBeTruthy());
  });

  expect(select.value).toBe(meera._id);
  expect(screen.getByRole<HTMLOptionElement>('option', { name: meera.name }).selected).toBe(true);
  vi.unstubAllGlobals();
});
