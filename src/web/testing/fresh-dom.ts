/**
 * Run before each component test file that shares its worker's modules and DOM (vitest.config.ts,
 * decision 0061): what an earlier file left behind (a stubbed `fetch` or `matchMedia`, a spy,
 * fake timers, a tree it did not unmount, a dialog's lock on the body, stored state, cookies, a
 * changed address) is undone, so each file starts as on a fresh jsdom.
 */
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
vi.useRealTimers();
cleanup();
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
