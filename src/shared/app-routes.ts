/**
 * The page routes of SPEC §2. The server answers these with the app's HTML and status 200,
 * and any other path with the same HTML and status 404 (the app then shows its not-found page).
 */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/services',
  '/celebrities',
  '/celebrity/:id',
  '/about',
  '/contact',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/celebrities',
  '/admin/celebrities/add',
  '/admin/celebrities/edit/:id',
  '/admin/celebrities/view/:id',
  '/admin/staff',
  '/admin/inquiries',
] as const;

const MATCHERS = APP_ROUTE_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`));

/** True when `pathname` is one of the app's pages. */
export function isAppRoute(pathname: string): boolean {
  return MATCHERS.some((matcher) => matcher.test(pathname));
}
