import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxSenderPlugin } from './outbox-sender.js';
import { outboxRoutes } from './outbox-routes.js';
import type { LinkSubjects } from './secret-links.js';

/**
 * The mail domain: the outbox's sender (`app.outbox`, which every e-mail leaves through) and the
 * outbox's API, read by staff.
 */
export const mailDomain = fp(
  async (app: FastifyInstance, options: { linkSubjects: LinkSubjects }) => {
    const { config } = app;
    await app.register(outboxSenderPlugin, {
      siteUrl: config.siteUrl,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      pollSeconds: config.outboxPollSeconds,
      statusLinkKey: config.statusLinkKey,
      linkSubjects: options.linkSubjects,
    });
    await app.register(outboxRoutes, { prefix: '/api' });
  },
  { name: 'mail', dependencies: ['accounts'] },
);
