import { useLayoutEffect } from 'react';

/** The element the app is drawn in (main.tsx). */
const APP_ROOT_ID = 'root';
const ATTRIBUTE = 'data-behind-dialog';
let openDialogs = 0;

/**
 * Keeps the page behind an open modal dialog from being restyled as a whole (decision 0053).
 * Radix's modal layer sets `pointer-events: none` on `body` while it is open, and Chromium then
 * recomputes the style of every element of the page, on opening and again on closing: 50 to
 * 150 ms with the CPU 4x slower on an inquiry's page, most of a dialog's opening. The dialog's
 * overlay covers the whole page and takes every tap already, so the app's root keeps
 * `pointer-events: auto` (styles.css, `[data-behind-dialog]`) while a dialog is open: the body's
 * change stops at the root. Marked in a layout effect, before Radix's effects change the body;
 * cleared a frame after the last dialog closed, once Radix has given the body its style back,
 * so a row's menu (a Radix layer with no overlay) still blocks the page behind it as it should.
 */
export function usePageBehindDialog(open: boolean): void {
  useLayoutEffect(() => {
    const root = document.getElementById(APP_ROOT_ID);
    if (!open || !root) return;
    openDialogs += 1;
    root.setAttribute(ATTRIBUTE, '');
    return () => {
      openDialogs -= 1;
      requestAnimationFrame(() => {
        if (openDialogs === 0) root.removeAttribute(ATTRIBUTE);
      });
    };
  }, [open]);
}
