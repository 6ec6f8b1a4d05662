import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { RowActionsMenu } from './row-actions-menu';

afterEach(cleanup);
// The layer's module is compiled once here, not inside the first test: on a loaded machine its
// first import took longer than findBy's second and failed the test. The component still fetches
// it through its own lazy import, after the press, as in the app.
beforeAll(() => import('./row-actions-menu-layer'), 30_000);

function renderMenu(onPublish = vi.fn()) {
  render(
    <MemoryRouter>
      <main>
        <RowActionsMenu
          label="More actions for Aarav Mehta"
          items={[
            { label: 'Publish', onSelect: onPublish },
            { label: 'Open', href: '/admin/x' },
          ]}
        />
      </main>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'More actions for Aarav Mehta' });
}

test('before its code is wanted, the button says it opens a menu, closed', () => {
  const trigger = renderMenu();
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menu')).toBeNull();
});

test('a press opens the menu once its code has arrived, and an item runs', async () => {
  const user = userEvent.setup();
  const onPublish = vi.fn();
  const trigger = renderMenu(onPublish);
  await user.click(trigger);
  const menu = await screen.findByRole('menu');
  expect(screen.getByRole('button', { name: 'More actions for Aarav Mehta' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  await user.click(within(menu).getByRole('menuitem', { name: 'Publish' }));
  expect(onPublish).toHaveBeenCalledOnce();
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});

test('Enter on the focused button opens the menu with its first item focused; Escape gives the focus back', async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.tab();
  // The focus fetched the menu, which took the button's place and its focus.
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More actions for Aarav Mehta' })),
  );
  await user.keyboard('{Enter}');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Publish' })));
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Open' }));
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More actions for Aarav Mehta' })),
  );
});
