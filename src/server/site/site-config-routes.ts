import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { siteConfigSchema } from '#shared/schemas/site-content-responses';

export interface SiteConfigOptions {
  demo: boolean;
  /** The demo admin's credentials, shown on the login page only in demo mode. */
  demoCredentials: { email: string; password: string } | undefined;
}

/** What the browser needs to know about this server, such as whether it runs as a demo. */
export const siteConfigRoutes: FastifyPluginAsyncZod<SiteConfigOptions> = async (app, options) => {
  const data = {
    demo: options.demo,
    demoCredentials: options.demo ? (options.demoCredentials ?? null) : null,
  };
  app.get('/config', { schema: { response: { 200: envelopeOf(siteConfigSchema) } } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return ok(data);
  });
};
