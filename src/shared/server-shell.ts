/**
 * The element the server draws the admin panel's shell in, beside the app's empty root: the
 * header, the sidebar's frame and the screen's heading with a skeleton, painted as the HTML
 * arrives, before any script (decision 0052). The app removes it once it has drawn a page of its
 * own (src/web/lib/server-shell.ts).
 */
export const SERVER_SHELL_ID = 'server-shell';
