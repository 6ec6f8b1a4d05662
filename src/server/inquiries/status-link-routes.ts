import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type InquiryStatusView, statusTokenParamsSchema } from '#shared/schemas/inquiry';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { inquiryStatusViewSchema } from '#shared/schemas/inquiry-responses';
import { clientAddressKey } from '#server/lib/client-address';
import { ok } from '#server/lib/envelope';
import { consumeOrThrow } from '#server/plugins/rate-limits';
import type { InquiryClosedAt } from '#server/mail/status-link-tokens';
import { statusLinkView } from './status-link-view.js';

/**
 * One lookup of a status link, as its page (`/inquiry/<token>`, drawn by the server) and its
 * call (`GET /api/inquiry-status/:token`) both make it: counted against the client address's
 * limit (429 past it), then the inquiry's view; 404 for an unknown token, 410 for one revoked or
 * run out.
 */
export async function lookUpInquiryStatus(
  app: FastifyInstance,
  clientIp: string,
  token: string,
  closedAt: InquiryClosedAt,
): Promise<InquiryStatusView> {
  await consumeOrThrow(app.rateLimits.inquiryStatusLookups, clientAddressKey(clientIp));
  return statusLinkView(app.db, token, closedAt, app.statusLinkSections);
}

/**
 * The customer's private status link: public, but only for the holder of the token. Never
 * cached, never indexed, and the page's address is not passed on as a referrer. Lookups are
 * limited per client address (INQUIRY_STATUS_MAX_PER_10_MINUTES), hits and misses alike: a
 * token cannot be guessed, but each try costs a query. The page `/inquiry/<token>` is drawn by
 * the server from the same lookup (pages/status-page.ts); the app refreshes it through this call. A link revoked
 * or run out answers 410 (mail/status-link-tokens.ts); when its inquiry closed is the bookings'
 * fact, handed in by the app (bookings/inquiry-closed-at.ts).
 */
export const statusLinkRoutes: FastifyPluginAsyncZod<{ inquiryClosedAt: InquiryClosedAt }> = async (app, options) => {
  app.get(
    '/inquiry-status/:token',
    {
      schema: { params: statusTokenParamsSchema, response: { 200: envelopeOf(inquiryStatusViewSchema) } },
      onSend: async (_request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        void reply.header('Referrer-Policy', 'no-referrer');
        void reply.header('X-Robots-Tag', 'noindex');
      },
    },
    async (request) => {
      // Counted after the token's shape is checked (a malformed one costs no query), before the lookup.
      return ok(await lookUpInquiryStatus(app, request.ip, request.params.token, options.inquiryClosedAt));
    },
  );
};
