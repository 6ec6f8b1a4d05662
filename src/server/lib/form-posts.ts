import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/messages';

/** A form's post is small: a handful of short fields. */
const FORM_BODY_LIMIT = 4096;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Whether the request is an HTML form's own post (a tap before the page's script had started). */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith(FORM_TYPE);
}

/**
 * Lets the routes of the calling plugin's scope (and no other) take an HTML form's post, its
 * fields as strings by name. The post must come from one of the site's own pages: a browser says
 * where a form was sent from in `Sec-Fetch-Site` (every current one), and in `Origin` unless the
 * page's referrer policy hides it (the status page's `no-referrer` makes it "null"). Another
 * site's form is refused with 403 before its fields are read; a client that sends neither header
 * is not a browser another site could drive. The JSON calls beside them need no such check: a
 * browser sends JSON to another origin only after asking it (CORS), which this server never allows.
 */
export function acceptFormPosts(app: FastifyInstance, siteOrigin: string): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !isFormPost(request) || isFromOwnPage(request, siteOrigin)) return;
    return reply.status(403).send({ success: false, message: MESSAGES.forbidden });
  });
}

function isFromOwnPage(request: FastifyRequest, siteOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  return origin === undefined || origin === 'null' || origin === siteOrigin;
}
