import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inquiryDeskPlugin } from './desk-plugin.js';
import { inquiryDeskRoutes } from './desk-routes.js';
import { inquiryRoutes } from './inquiry-routes.js';
import type { InquiryClosedAt } from '#server/mail/status-link-tokens';
import { statusLinkRoutes } from './status-link-routes.js';
import { noStatusLinkSections, type StatusLinkSections } from './status-link-view.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What later domains add to the customer's status link (the quotes domain: their quote). */
    statusLinkSections: StatusLinkSections;
  }
}

/**
 * The inquiries domain: the desk (`app.desk`: its settings and the due-soon scan), the
 * inquiries' API and the customer's status link.
 */
export const inquiriesDomain = fp(
  async (app: FastifyInstance, options: { inquiryClosedAt: InquiryClosedAt }) => {
    const { config } = app;
    app.decorate('statusLinkSections', noStatusLinkSections());
    await app.register(inquiryDeskPlugin, {
      settings: { siteUrl: config.siteUrl, responseHours: config.responseHours, notifyEmails: config.notifyEmails },
      pollSeconds: config.outboxPollSeconds,
    });
    await app.register(inquiryRoutes, { prefix: '/api' });
    await app.register(statusLinkRoutes, { prefix: '/api', inquiryClosedAt: options.inquiryClosedAt });
    await app.register(inquiryDeskRoutes, { prefix: '/api' });
  },
  { name: 'inquiries', dependencies: ['accounts', 'mail'] },
);
