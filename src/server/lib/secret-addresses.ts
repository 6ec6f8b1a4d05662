/** What a secret in an address is replaced with in the logs. */
export const REDACTED_SECRET = '[redacted]';

/**
 * The addresses that carry a secret, each up to where its secret starts: a customer's status page
 * (`/inquiry/<token>`) and everything under its API (`/api/inquiry-status/<token>/…`, which now
 * accepts quotes and downloads invoices), a celebrity's calendar feed
 * (`/api/calendar-feeds/<secret>.ics`), and any `token=` in a query (the password reset page).
 * The secret is the run of URL-safe characters after it (percent-encodings included, since the
 * router decodes them into a working token); what follows (`/quote/accept`, `.ics`) is kept, so
 * a log still says which page was asked for. By pattern, in one place: a new secret link only
 * needs its prefix here.
 */
const SECRET_AFTER = /(\/inquiry\/|\/api\/inquiry-status\/|\/api\/calendar-feeds\/|[?&;]token=)[A-Za-z0-9_%~-]+/gi;

/**
 * Any text (a whole log line: the request's address, an error's message or stack) with the
 * secrets of secret links replaced by REDACTED_SECRET. Every log line passes through it
 * (`loggerOptions` in app.ts), the cached answers sent before the framework included.
 */
export function redactSecretAddresses(text: string): string {
  return text.replace(SECRET_AFTER, `$1${REDACTED_SECRET}`);
}
