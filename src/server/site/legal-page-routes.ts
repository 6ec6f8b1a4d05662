import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LegalPage } from '#shared/constants/site';
import { MESSAGES } from '#shared/messages';
import { isLegalPageSlug, legalPageInputSchema, legalPageParamsSchema } from '#shared/schemas/legal';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import { legalPageAdminSchema, legalPageSchema } from '#shared/schemas/legal-responses';
import { z } from 'zod';
import { ok } from '#server/lib/envelope';
import { HttpError } from '#server/lib/http-error';
import { currentUser } from '#server/lib/current-user';
import { getLegalPage, listLegalPagesForAdmin, saveLegalPage } from './legal-pages.js';

const ONE_PAGE = envelopeOf(legalPageSchema);
const ONE_ADMIN_PAGE = envelopeOf(legalPageAdminSchema);
const ADMIN_PAGES = envelopeOf(z.array(legalPageAdminSchema));

/**
 * 50,000 characters of Markdown are up to 150 KB of UTF-8 (three bytes for a Devanagari letter),
 * past the API's usual 100 KB for a JSON body.
 */
const LEGAL_BODY_LIMIT = 256 * 1024;

/** A name that is not one of the legal pages is a page that does not exist: 404, as for any missing page. */
function slugOf(value: string): LegalPage {
  if (!isLegalPageSlug(value)) throw new HttpError(404, MESSAGES.legalPageNotFound);
  return value;
}

/**
 * The legal pages (`/privacy`, `/terms`): read by everyone through the catalogue cache, written by
 * admins. A save clears the catalogue cache on every instance, which holds the pages' server-
 * rendered HTML and the sitemap too, so the next request anywhere shows the new text.
 */
export const legalPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/legal/:slug',
    { schema: { params: legalPageParamsSchema, response: { 200: ONE_PAGE } }, config: { compress: false } },
    async (request, reply) => {
      const slug = slugOf(request.params.slug);
      // A miss throws, so it is not cached.
      return app.catalogueCache.send(request, reply, `legal/${slug}`, ONE_PAGE, async () => {
        const page = await getLegalPage(app.db, slug);
        if (!page) throw new HttpError(404, MESSAGES.legalPageNotFound);
        return ok(page);
      });
    },
  );

  app.get(
    '/legal',
    { schema: { response: { 200: ADMIN_PAGES } }, onRequest: app.requireUser(['admin']) },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await listLegalPagesForAdmin(app.db));
    },
  );

  app.put(
    '/legal/:slug',
    {
      schema: { params: legalPageParamsSchema, body: legalPageInputSchema, response: { 200: ONE_ADMIN_PAGE } },
      onRequest: app.requireUser(['admin']),
      bodyLimit: LEGAL_BODY_LIMIT,
    },
    async (request) => {
      const slug = slugOf(request.params.slug);
      const user = currentUser(request);
      try {
        return ok(await saveLegalPage(app.db, slug, request.body, { id: user.id, name: user.name }));
      } finally {
        // Also after a failure part-way: what it may have changed must never be served stale.
        await app.catalogueCache.invalidate();
      }
    },
  );
};
