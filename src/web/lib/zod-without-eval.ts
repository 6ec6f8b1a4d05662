import { config } from 'zod/v4/core';

/*
 * The site's Content-Security-Policy allows no `eval`. Zod's fast path compiles parsers with
 * `new Function`, and merely probing for it makes the browser report a CSP violation (Lighthouse
 * counts it under best practices). In the browser it parses forms and a few answers, where the
 * interpreted path is fast enough; the server, which parses every request, keeps the fast path.
 */
config({ jitless: true });
