import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The window before the app starts: server-rendered pages are on screen, and tapped or typed
 * into, well before their JavaScript has arrived on a phone. These hold the app's scripts back
 * so a journey can act in that window.
 */

/** Holds back every request to addresses matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Holds back every script of the app until the returned function is called. */
export function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, '**/assets/*.js');
}

/**
 * Holds back the app (React, the router, the page's screen: `start-app`) but not the page's entry
 * (src/web/main.tsx), which runs as it would on a slow phone, until the returned function is called.
 */
export function holdTheApp(page: Page): Promise<() => void> {
  return holdRequests(page, '**/assets/start-app-*.js');
}

/**
 * Acts on the page as a visitor first does (points at it), which starts the app of a page the
 * server rendered (src/web/main.tsx), and waits until it has taken the page over.
 */
export async function startTheApp(page: Page): Promise<void> {
  await page.mouse.move(8, 8);
  await expect.poll(() => appStarted(page)).toBe(true);
}

/** True once React has taken over the page: it keeps its own bookkeeping on the root. */
export function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * True once React has adopted `field` while hydrating (it keeps the element's props on it), which
 * is when it sets the field's value and default value from what it rendered.
 */
export function adoptedByTheApp(field: Locator): Promise<boolean> {
  return field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));
}
