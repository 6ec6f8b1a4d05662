import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure } from '#shared/schemas/envelope';
import { SERVER_MESSAGES } from './server-messages.js';

/**
 * Work refused because the server is busy for a moment (a full queue): answered 503 with
 * Retry-After, like a database that is away, never as a failure.
 */
export class ServiceBusyError extends Error {}

/** Seconds a client is asked to wait before trying an overloaded, closing or unready server again. */
export const RETRY_AFTER_SECONDS = 5;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page a person sees when the server cannot take their page request: small, whole in itself
 * (no script, no stylesheet to fetch from a busy server), in the site's colours, with a way to
 * try the same address again.
 */
export function busyPageHtml(path: string): string {
  const again = escapeHtml(path.startsWith('/') && !path.startsWith('//') ? path : '/');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Busy right now | Starline Talent</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#1c0f45;color:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px;box-sizing:border-box}
main{max-width:28rem;text-align:center}
p.brand{margin:0 0 24px;font-weight:700;letter-spacing:.02em;color:#f0c14b}
h1{margin:0 0 12px;font-size:1.75rem;line-height:1.2}
p{margin:0 0 28px;line-height:1.5;color:#e4ddff}
a{display:inline-block;min-height:44px;box-sizing:border-box;padding:12px 24px;border-radius:999px;background:#f0c14b;color:#1c0f45;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #fff;outline-offset:3px}
</style>
</head>
<body>
<main>
<p class="brand">Starline Talent</p>
<h1>We are busy right now</h1>
<p>${escapeHtml(SERVER_MESSAGES.serviceUnavailable)}</p>
<a href="${again}">Try again</a>
</main>
</body>
</html>
`;
}

/**
 * 503 with Retry-After, for a server that cannot take the request now (overloaded, closing):
 * the API's envelope under `/api`, and a page for everything a browser asks for as a page, so a
 * visitor never sees raw JSON.
 */
export function sendServiceUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  void reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-store');
  const path = request.url;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
    const body: ApiFailure = { success: false, message: SERVER_MESSAGES.serviceUnavailable };
    return reply.send(body);
  }
  return reply.type('text/html; charset=utf-8').send(busyPageHtml(path));
}
