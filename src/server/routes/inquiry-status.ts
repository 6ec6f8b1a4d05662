import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { statusTokenParamsSchema } from '#shared/schemas/inquiry';
import { envelopeOf, inquiryStatusViewSchema } from '#shared/schemas/responses';
import { ok } from '../lib/envelope.js';
import { HttpError } from '../lib/http-error.js';
import { inquiryStatusByToken } from '../services/inquiry-status.js';

/**
 * The customer's private status link: public, but only for the holder of the token. Never
 * cached, never indexed, and the page's address is not passed on as a referrer.
 */
export const inquiryStatusRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const status = await inquiryStatusByToken(app.db, request.params.token);
      if (!status) throw new HttpError(404, MESSAGES.statusLinkNotFound);
      return ok(status);
    },
  );
};
