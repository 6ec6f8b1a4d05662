import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageDeps } from '#server/images/image-references';
import { businessDetailsRoutes } from './business-details-routes.js';
import { legalPageRoutes } from './legal-page-routes.js';
import { paymentSettingsRoutes } from './payment-settings-routes.js';
import { type SavedGateway, savedGateway } from './saved-gateway.js';
import { siteConfigRoutes } from './site-config-routes.js';
import { siteContentRoutes } from './site-content-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway's credentials saved in Settings → Payments (billing decides whether they apply). */
    savedGateway: SavedGateway;
  }
}

export interface SiteDomainOptions {
  /** Where the team's photos go, and what keeps a file served. */
  images: Pick<ImageDeps, 'store' | 'references'>;
  /** Demo admin credentials for the login page's hint (demo mode only). */
  demoCredentials: { email: string; password: string } | undefined;
}

/**
 * The site domain: its editable content (with team photos), the legal pages, the business details,
 * how customers pay (issue 38) and `/api/config`.
 */
export const siteDomain = fp(
  async (app: FastifyInstance, options: SiteDomainOptions) => {
    app.decorate('savedGateway', savedGateway(app.db));
    await app.register(siteConfigRoutes, {
      prefix: '/api',
      demo: app.config.demo,
      demoCredentials: options.demoCredentials,
    });
    await app.register(siteContentRoutes, { prefix: '/api', ...options.images });
    await app.register(legalPageRoutes, { prefix: '/api' });
    await app.register(businessDetailsRoutes, { prefix: '/api' });
    await app.register(paymentSettingsRoutes, { prefix: '/api' });
  },
  { name: 'site', dependencies: ['accounts'] },
);
