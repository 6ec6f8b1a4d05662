import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { DialogButton } from './dialog-button';

afterEach(cleanup);
// The layer's module is compiled once here, not inside the first test: on a loaded machine its
// first import took longer than findBy's second and failed the test. The component still fetches
// it through its own lazy import, after the press, as in the app.
beforeAll(() => import('./dialog'), 30_000);

function renderButton(preload = vi.fn(() => Promise.resolve())) {
  render(
    <DialogButton label="Postpone" title="Postpone booking" preload={preload}>
      {(close) => (
        <form>
          <label>
            New start <input />
          </label>
          <button type="button" onClick={close}>
            Done
          </button>
        </form>
      )}
    </DialogButton>,
  );
  return screen.getByRole('button', { name: 'Postpone' });
}

test('before it is wanted, the button says it opens a dialog, closed, and no dialog is drawn', () => {
  const button = renderButton();
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test("a tap before the dialog's code has arrived opens it when it has; the body's close closes it", async () => {
  const user = userEvent.setup();
  const preload = vi.fn(() => Promise.resolve());
  const button = renderButton(preload);
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Postpone booking' });
  expect(preload).toHaveBeenCalled();
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByLabelText('New start')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(dialog.isConnected).toBe(false));
  expect(button.getAttribute('aria-expanded')).toBe('false');
});

test('Escape closes the dialog and gives the focus back to its button; it opens again', async () => {
  const user = userEvent.setup();
  const button = renderButton();
  await user.click(button);
  await screen.findByRole('dialog', { name: 'Postpone booking' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(button));
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Postpone booking' })).toBeTruthy();
});

test("while it is open the app's root keeps its own pointer events, and loses the mark after", async () => {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  try {
    const user = userEvent.setup();
    render(
      <DialogButton label="Record payment" title="Record payment">
        {() => <p>The form</p>}
      </DialogButton>,
      { container: root },
    );
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await screen.findByRole('dialog', { name: 'Record payment' });
    expect(root.hasAttribute('data-behind-dialog')).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(root.hasAttribute('data-behind-dialog')).toBe(false));
  } finally {
    cleanup();
    root.remove();
  }
});
