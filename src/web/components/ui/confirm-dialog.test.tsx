import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);
// The layer's module is compiled once here, not inside the first test: on a loaded machine its
// first import took longer than findBy's second and failed the test. The component still fetches
// it through its own lazy import, after the press, as in the app.
beforeAll(() => import('./confirm-dialog-layer'), 30_000);

function renderConfirm(onConfirm = vi.fn(), onClick = vi.fn()) {
  render(
    <ConfirmDialog
      question="Send this quote?"
      confirmLabel="Send quote"
      tone="plain"
      onConfirm={onConfirm}
      trigger={<Button onClick={onClick}>Send quote</Button>}
    />,
  );
  return screen.getByRole('button', { name: 'Send quote' });
}

test('its trigger is a plain button that says it opens a dialog, closed', () => {
  const trigger = renderConfirm();
  expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test("a tap opens the question once its code has arrived (the trigger's own handler runs too); confirming acts", async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const onClick = vi.fn();
  const trigger = renderConfirm(onConfirm, onClick);
  await user.click(trigger);
  const dialog = await screen.findByRole('alertdialog');
  expect(onClick).toHaveBeenCalledOnce();
  expect(screen.getByText('Send this quote?')).toBeTruthy();
  // Cancel has the first focus, so a stray Enter never acts.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
  await user.click(screen.getAllByRole('button', { name: 'Send quote' }).find((button) => dialog.contains(button))!);
  expect(onConfirm).toHaveBeenCalledOnce();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

test('Cancel closes it without acting and gives the focus back to the trigger', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const trigger = renderConfirm(onConfirm);
  await user.click(trigger);
  await screen.findByRole('alertdialog');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(trigger));
  expect(onConfirm).not.toHaveBeenCalled();
});

test('opened by its owner, it asks when told to', async () => {
  const onOpenChange = vi.fn();
  const { rerender } = render(
    <ConfirmDialog question="Delete it?" onConfirm={vi.fn()} open={false} onOpenChange={onOpenChange} />,
  );
  expect(screen.queryByRole('alertdialog')).toBeNull();
  rerender(<ConfirmDialog question="Delete it?" onConfirm={vi.fn()} open onOpenChange={onOpenChange} />);
  expect(await screen.findByRole('alertdialog')).toBeTruthy();
  await userEvent.setup().keyboard('{Escape}');
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
