import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { customerQuote } from './quote-answers.js';
import { quoteAnswerRoutes } from './quote-answer-routes.js';
import { quoteAttachments } from './quote-attachments.js';
import { quoteRoutes } from './quote-routes.js';

/**
 * The quotes domain (issue 21): GST quotes drafted on an inquiry, numbered when sent, e-mailed
 * with their PDF, and answered by the customer from their status link.
 */
export const quotesDomain = fp(
  async (app: FastifyInstance) => {
    app.statusLinkSections.quote = customerQuote;
    app.outbox.attachToKinds(['quote_sent', 'quote_accepted'], (email) => quoteAttachments(app.db, email));
    await app.register(quoteRoutes, { prefix: '/api' });
    await app.register(quoteAnswerRoutes, { prefix: '/api' });
  },
  { name: 'quotes', dependencies: ['accounts', 'inquiries', 'site', 'mail'] },
);
