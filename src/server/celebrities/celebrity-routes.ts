import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_GALLERY_IMAGES } from '#shared/constants/images';
import { MESSAGES } from '#shared/messages';
import {
  celebrityInputSchema,
  celebrityReadQuerySchema,
  editVersionSchema,
  featuredInputSchema,
  featuredQuerySchema,
  idOrSlugParamsSchema,
  removeGalleryImagesSchema,
} from '#shared/schemas/celebrity';
import { celebrityListQuerySchema } from '#shared/schemas/celebrity-list';
import { idParamsSchema } from '#shared/schemas/common';
import { celebritySchema } from '#shared/schemas/celebrity-responses';
import { envelopeOf, listEnvelopeOf } from '#shared/schemas/envelope-responses';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '#server/lib/current-user';
import { ok } from '#server/lib/envelope';
import { fieldError, HttpError } from '#server/lib/http-error';
import { DELETE_BY_ID_SCHEMA, deletedOrNotFound, okOrNotFound, privateList } from '#server/lib/route-answers';
import {
  type CatalogueDeps,
  createCelebrity,
  deleteCelebrity,
  findCelebrity,
  getAnyCelebrity,
  updateCelebrity,
} from './celebrities.js';
import type { CatalogueCalendar } from './catalogue-calendar.js';
import { listCelebrities, listCelebrityCities } from './celebrity-list.js';
import { listFeatured, setCelebrityStatus, setFeatured } from './celebrity-publishing.js';
import type { ImageStore } from '#server/images/images';
import type { ImageReferences } from '#server/images/image-references';
import { processUploads } from './process-uploads.js';
import { readCelebrityMultipart } from './read-multipart.js';

const ONE_CELEBRITY = envelopeOf(celebritySchema);
const CELEBRITY_LIST = listEnvelopeOf(celebritySchema);
const FEATURED_LIST = envelopeOf(z.array(celebritySchema));
const CITY_LIST = envelopeOf(z.array(z.string()));

/** A staff answer (it may show drafts): never kept by any cache. */
function privateAnswer<T>(reply: FastifyReply, data: T) {
  void reply.header('Cache-Control', 'no-store');
  return ok(data);
}

function parseFields(fields: Record<string, string>) {
  const parsed = celebrityInputSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new HttpError(400, errors[0]?.message ?? MESSAGES.invalidInput, errors);
  }
  return parsed.data;
}

function parseVersion(value: string | undefined): number {
  const parsed = editVersionSchema.safeParse(value);
  if (!parsed.success) throw fieldError('version', parsed.error.issues[0]?.message ?? MESSAGES.invalidInput);
  return parsed.data;
}

function parseRemovals(value: string | undefined): string[] {
  const parsed = removeGalleryImagesSchema.safeParse(value);
  if (!parsed.success)
    throw fieldError('removeGalleryImages', parsed.error.issues[0]?.message ?? MESSAGES.invalidInput);
  return parsed.data;
}

export interface CelebrityRoutesOptions {
  store: ImageStore;
  /** What keeps an upload file served (src/server/images-in-use.ts). */
  references: ImageReferences;
  /** A celebrity's bookings and days, from the domains that keep them (app.ts). */
  calendar: CatalogueCalendar;
  /** Total bytes of the files in one request. */
  uploadMaxBytes: number;
}

export const celebrityRoutes: FastifyPluginAsyncZod<CelebrityRoutesOptions> = async (app, options) => {
  const deps: CatalogueDeps = { db: app.db, store: options.store, log: app.log, references: options.references };
  const requireEditor = app.requireUser();

  /**
   * The catalogue reads are public, but a read naming a `status` (drafts) is for staff only:
   * 401 without a session, 403 without a staff role. Such a read is answered afresh and never
   * cached; a read without it gets the published celebrities from the cache.
   */
  async function staffWhenAskingForStatus(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const query = request.query as Record<string, unknown> | undefined;
    if (query?.status !== undefined) await requireEditor.call(app, request, reply);
  }

  app.get(
    '/celebrities',
    {
      schema: { querystring: celebrityListQuerySchema, response: { 200: CELEBRITY_LIST } },
      config: { compress: false },
      onRequest: (request, reply) => staffWhenAskingForStatus(request, reply),
    },
    async (request, reply) => {
      const query = request.query;
      // Staff asking for drafts: afresh, never cached.
      if (query.status !== undefined)
        return privateList(reply, await listCelebrities(app.db, query, options.calendar.freeOn));
      const key = `list?${new URLSearchParams({
        q: query.q.toLowerCase(),
        // The same text means something else under the other match: a key of its own.
        match: query.match,
        category: query.category ?? '',
        // Matched in any letter case.
        city: query.city?.toLowerCase() ?? '',
        price: query.price ?? '',
        // "Free on": the calendar's writes drop the cache too (catalogueCache.writing).
        available: query.available ?? '',
        sort: query.sort,
        limit: String(query.limit),
        offset: String(query.offset),
      }).toString()}`;
      return app.catalogueCache.send(request, reply, key, CELEBRITY_LIST, async () => {
        const { items, meta } = await listCelebrities(app.db, query, options.calendar.freeOn);
        return ok(items, meta);
      });
    },
  );

  // The cities of the published catalogue (A to Z, each once), for the listing's city filter.
  app.get(
    '/celebrities/cities',
    { schema: { response: { 200: CITY_LIST } }, config: { compress: false } },
    async (request, reply) =>
      app.catalogueCache.send(request, reply, 'cities', CITY_LIST, async () => ok(await listCelebrityCities(app.db))),
  );

  app.get(
    '/celebrities/featured',
    {
      schema: { querystring: featuredQuerySchema, response: { 200: FEATURED_LIST } },
      config: { compress: false },
      onRequest: (request, reply) => staffWhenAskingForStatus(request, reply),
    },
    async (request, reply) => {
      const { limit, status } = request.query;
      if (status !== undefined) return privateAnswer(reply, await listFeatured(app.db, { status, limit }));
      return app.catalogueCache.send(request, reply, `featured?limit=${limit}`, FEATURED_LIST, async () =>
        ok(await listFeatured(app.db, { limit })),
      );
    },
  );

  app.get(
    '/celebrities/:idOrSlug',
    {
      schema: { params: idOrSlugParamsSchema, querystring: celebrityReadQuerySchema, response: { 200: ONE_CELEBRITY } },
      config: { compress: false },
      onRequest: (request, reply) => staffWhenAskingForStatus(request, reply),
    },
    async (request, reply) => {
      const { idOrSlug } = request.params;
      const { status } = request.query;
      if (status !== undefined) {
        const found = await findCelebrity(app.db, idOrSlug, status);
        if (!found) throw new HttpError(404, MESSAGES.celebrityNotFound);
        return privateAnswer(reply, found.celebrity);
      }
      // A miss throws, so it is not cached: misses are cheap to answer and endless in number.
      return app.catalogueCache.send(request, reply, `one/${idOrSlug.toLowerCase()}`, ONE_CELEBRITY, async () =>
        okOrNotFound((await findCelebrity(app.db, idOrSlug))?.celebrity, MESSAGES.celebrityNotFound),
      );
    },
  );

  /** A catalogue write, after which the cached catalogue is dropped (even when it failed part-way). */
  const writing = <T>(write: () => Promise<T>): Promise<T> => app.catalogueCache.writing(write);

  app.post(
    '/celebrities',
    { schema: { response: { 201: ONE_CELEBRITY } }, onRequest: app.requireUser() },
    async (request, reply) => {
      const form = await readCelebrityMultipart(request, options.uploadMaxBytes);
      const { profile, gallery } = await processUploads(form.profileImage, form.galleryImages);
      const input = parseFields(form.fields);
      if (!profile) throw fieldError('profileImage', MESSAGES.profileImageRequired);
      const created = await writing(() =>
        createCelebrity(deps, { input, profile, gallery, maxGallery: MAX_GALLERY_IMAGES }, currentUser(request)),
      );
      return reply.status(201).send(ok(created));
    },
  );

  app.put(
    '/celebrities/:id',
    { schema: { params: idParamsSchema, response: { 200: ONE_CELEBRITY } }, onRequest: app.requireUser() },
    async (request) => {
      const { id } = request.params;
      const form = await readCelebrityMultipart(request, options.uploadMaxBytes);
      if (!(await getAnyCelebrity(app.db, id))) throw new HttpError(404, MESSAGES.celebrityNotFound);
      const version = parseVersion(form.fields.version);
      const { profile, gallery } = await processUploads(form.profileImage, form.galleryImages);
      const input = parseFields(form.fields);
      const removals = parseRemovals(form.fields.removeGalleryImages);
      const updated = await writing(() =>
        updateCelebrity(
          deps,
          {
            id,
            expectedVersion: version,
            input,
            profile,
            gallery,
            removeGalleryUrls: removals,
            maxGallery: MAX_GALLERY_IMAGES,
          },
          currentUser(request),
        ),
      );
      return okOrNotFound(updated, MESSAGES.celebrityNotFound);
    },
  );

  app.delete('/celebrities/:id', { schema: DELETE_BY_ID_SCHEMA, onRequest: app.requireUser() }, async (request) => {
    const { id } = request.params;
    return deletedOrNotFound(
      await writing(() => deleteCelebrity(deps, id, currentUser(request), options.calendar.hasBookings)),
      id,
      MESSAGES.celebrityNotFound,
    );
  });

  // Publishing and unpublishing: one action each; setting the status a celebrity has changes nothing.
  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post(
      `/celebrities/:id/${action}`,
      { schema: { params: idParamsSchema, response: { 200: ONE_CELEBRITY } }, onRequest: requireEditor },
      async (request) => {
        const { id } = request.params;
        const changed = await writing(() => setCelebrityStatus(app.db, id, status, currentUser(request)));
        return okOrNotFound(changed, MESSAGES.celebrityNotFound);
      },
    );
  }

  app.put(
    '/celebrities/featured',
    { schema: { body: featuredInputSchema, response: { 200: FEATURED_LIST } }, onRequest: requireEditor },
    async (request, reply) =>
      privateAnswer(reply, await writing(() => setFeatured(app.db, request.body.ids, currentUser(request)))),
  );
};
