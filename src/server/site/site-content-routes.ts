import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages';
import { isSiteSection, SITE_SECTION_SCHEMAS, type SiteSection } from '#shared/schemas/site-content';
import { envelopeOf } from '#shared/schemas/envelope-responses';
import {
  adminSiteContentSchema,
  siteContentSchema,
  siteSectionStateSchema,
  storedImageResponseSchema,
} from '#shared/schemas/site-content-responses';
import { z } from 'zod';
import { ok } from '#server/lib/envelope';
import { fieldError, HttpError } from '#server/lib/http-error';
import { SERVER_MESSAGES } from '#server/lib/server-messages';
import { currentUser } from '#server/lib/current-user';
import { defaultVariant, ImageRejectedError, ImageStore, processImage } from '#server/images/images';
import type { ImageDeps } from '#server/images/image-references';
import { getAdminSiteContent, getSiteContent, saveSiteSection } from './site-content.js';

const SITE_CONTENT = envelopeOf(siteContentSchema);
const ADMIN_SITE_CONTENT = envelopeOf(adminSiteContentSchema);
const SECTION_STATE = envelopeOf(siteSectionStateSchema);
const STORED_IMAGE = envelopeOf(storedImageResponseSchema);

/** A name that is not a section is a thing that does not exist: 404, as for any missing record. */
function sectionOf(value: string): SiteSection {
  if (!isSiteSection(value)) throw new HttpError(404, MESSAGES.notFound);
  return value;
}

/** The section's own schema, with every problem on its field (`phones.0.number`). */
function parseSection(section: SiteSection, body: unknown) {
  const parsed = SITE_SECTION_SCHEMAS[section].safeParse(body);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new HttpError(400, errors[0]?.message ?? MESSAGES.invalidInput, errors);
  }
  return parsed.data;
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The agency's own content: contact details, social links, figures, testimonials, team, recent
 * events and packages. Everyone reads it through the catalogue cache (`GET /api/site`, and every
 * public page's data); admins read it with who saved what, and save one section at a time. A
 * save clears the catalogue cache on every instance, which holds the pages' server-rendered
 * HTML, so the next request anywhere shows it.
 */
export type SiteContentRoutesOptions = Pick<ImageDeps, 'store' | 'references'>;

export const siteContentRoutes: FastifyPluginAsyncZod<SiteContentRoutesOptions> = async (app, options) => {
  app.get(
    '/site',
    { schema: { response: { 200: SITE_CONTENT } }, config: { compress: false } },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, 'site', SITE_CONTENT, async () => ok(await getSiteContent(app.db))),
  );

  app.get(
    '/site/admin',
    { schema: { response: { 200: ADMIN_SITE_CONTENT } }, onRequest: app.requireUser(['admin']) },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await getAdminSiteContent(app.db));
    },
  );

  app.put(
    '/site/:section',
    {
      // The section's schema runs in the handler: which one depends on the path.
      schema: { params: z.object({ section: z.string() }), body: z.unknown(), response: { 200: SECTION_STATE } },
      onRequest: app.requireUser(['admin']),
    },
    async (request) => {
      const section = sectionOf(request.params.section);
      const value = parseSection(section, request.body);
      const user = currentUser(request);
      try {
        const deps = { db: app.db, store: options.store, log: request.log, references: options.references };
        return ok(await saveSiteSection(deps, section, value, { id: user.id, name: user.name }));
      } finally {
        // Also after a failure part-way: what it may have changed must never be served stale.
        await app.catalogueCache.invalidate();
      }
    },
  );

  // One image (a team member's photo) through the same pipeline as a celebrity's. The file is
  // stored at once, named by its content; the section that uses it is saved afterwards, within
  // the uploads sweep's grace period (the sweep keeps the files a saved section refers to). If a
  // record sharing the picture is deleted meanwhile, the file is taken down, and the section's
  // save puts it back (saveSiteSection).
  app.post(
    '/site/images',
    { schema: { response: { 201: STORED_IMAGE } }, onRequest: app.requireUser(['admin']) },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'The request must be multipart/form-data');
      let data: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') continue;
          if (part.fieldname !== 'image' || data !== undefined) {
            // Drained, never kept: only the one `image` counts.
            part.file.resume();
            continue;
          }
          data = await part.toBuffer();
        }
      } catch (error) {
        if (isTooLarge(error)) throw fieldError('image', MESSAGES.profileImageSize, 413);
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, SERVER_MESSAGES.malformedUpload);
      }
      if (!data || data.length === 0) throw fieldError('image', 'Please choose an image');
      let image;
      try {
        image = await processImage(data);
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          throw error.reason === 'pixels'
            ? fieldError('image', MESSAGES.imageTooManyPixels, 413)
            : fieldError('image', MESSAGES.profileImageType, 415);
        }
        throw error;
      }
      await options.store.save(image);
      const variants = [...image.variants].sort((a, b) => a.width - b.width);
      const main = defaultVariant(variants);
      return reply.status(201).send(
        ok({
          url: ImageStore.publicUrl(main.file),
          width: main.width,
          height: main.height,
          variants: variants.map((variant) => ({ url: ImageStore.publicUrl(variant.file), width: variant.width })),
        }),
      );
    },
  );
};
