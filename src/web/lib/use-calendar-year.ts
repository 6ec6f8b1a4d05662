import { useSyncExternalStore } from 'react';

/** The year of `npm run build` (vite.config.ts `define`): the same number in the browser's and the server's bundle. */
declare const __BUILD_YEAR__: number;

/** The year never changes while someone reads a page; a re-render reads it again anyway. */
const subscribe = () => () => undefined;
const visitorYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The current calendar year, for the footer's copyright line and the agency's years in business.
 *
 * Home, Services, About and Contact are rendered to HTML at build time, and a celebrity's page
 * sits in the server's page cache until the catalogue changes, so no server-side clock can keep
 * their HTML right: on New Year's Day it would still show the year it was rendered in, until the
 * next build or catalogue write. The browser's clock is right, so the year is the browser's:
 * - the HTML (build and server renders) shows the year of the build, the server snapshot;
 * - hydration starts from that same number, so React adopts the HTML without a mismatch (a
 *   mismatch would make React throw the HTML away and draw the page again, losing what a
 *   visitor typed before the app started);
 * - right after hydration React reads the browser's year and, if the build is older, redraws
 *   those few texts with it. A page drawn in the browser (no HTML to adopt) starts with it.
 */
export function useCalendarYear(): number {
  return useSyncExternalStore(subscribe, visitorYear, buildYear);
}
