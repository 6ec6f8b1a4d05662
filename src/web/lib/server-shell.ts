import { SERVER_SHELL_ID } from '#shared/server-shell';

/**
 * Hands the page over from the shell the server drew (decision 0052) to the app: the shell goes
 * as soon as the app has drawn a page of its own into `container` (its `main`: the admin
 * layout with the screen or the screen's placeholder, or the login page for a visitor who is not
 * signed in). A MutationObserver's callback runs in the same task as React's commit, before the
 * browser paints, so the two are never seen together and the screen never goes blank between
 * them. Until then the shell stays, however long the app's chunks take.
 */
export function handOverServerShell(container: HTMLElement): void {
  const shell = document.getElementById(SERVER_SHELL_ID);
  if (!shell) return;
  const observer = new MutationObserver(() => {
    if (!container.querySelector('main')) return;
    observer.disconnect();
    shell.remove();
  });
  observer.observe(container, { childList: true, subtree: true });
}
