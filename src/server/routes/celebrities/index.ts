import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_GALLERY_IMAGES } from '#shared/constants';
import { MESSAGES } from '#shared/messages';
import {
  celebrityInputSchema,
  celebrityListQuerySchema,
  editVersionSchema,
  removeGalleryImagesSchema,
} from '#shared/schemas/celebrity';
import { idParamsSchema } from '#shared/schemas/common';
import { celebritySchema, envelopeOf, listEnvelopeOf } from '#shared/schemas/responses';
import { ok } from '../../lib/envelope.js';
import { fieldError, HttpError } from '../../lib/http-error.js';
import { DELETE_BY_ID_SCHEMA, deletedOrNotFound, okOrNotFound } from '../../lib/route-answers.js';
import {
  type CatalogueDeps,
  createCelebrity,
  deleteCelebrity,
  getCelebrity,
  listCelebrities,
  updateCelebrity,
} from '../../services/celebrities.js';
import type { ImageStore } from '../../services/images.js';
import { processUploads } from './process-uploads.js';
import { readCelebrityMultipart } from './read-multipart.js';

const EDITORS = ['staff', 'admin'] as const;
const ONE_CELEBRITY = envelopeOf(celebritySchema);
const CELEBRITY_LIST = listEnvelopeOf(celebritySchema);

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
  /** Total bytes of the files in one request. */
  uploadMaxBytes: number;
}

export const celebrityRoutes: FastifyPluginAsyncZod<CelebrityRoutesOptions> = async (app, options) => {
  const deps: CatalogueDeps = { db: app.db, store: options.store };

  app.get(
    '/celebrities',
    {
      schema: { querystring: celebrityListQuerySchema, response: { 200: CELEBRITY_LIST } },
      config: { compress: false },
    },
    async (request, reply) => {
      const query = request.query;
      const key = `list?${new URLSearchParams({
        q: query.q.toLowerCase(),
        // The same text means something else under the other match: a key of its own.
        match: query.match,
        category: query.category ?? '',
        limit: String(query.limit),
        offset: String(query.offset),
      }).toString()}`;
      return app.catalogueCache.send(request, reply, key, CELEBRITY_LIST, async () => {
        const { items, meta } = await listCelebrities(app.db, query);
        return ok(items, meta);
      });
    },
  );

  app.get(
    '/celebrities/:id',
    { schema: { params: idParamsSchema, response: { 200: ONE_CELEBRITY } }, config: { compress: false } },
    async (request, reply) => {
      const { id } = request.params;
      // A miss throws, so it is not cached: misses are cheap to answer and endless in number.
      return app.catalogueCache.send(request, reply, `one/${id}`, ONE_CELEBRITY, async () =>
        okOrNotFound(await getCelebrity(app.db, id), MESSAGES.celebrityNotFound),
      );
    },
  );

  /**
   * Runs a catalogue write and then drops the cached catalogue, whether the write succeeded or
   * failed part-way: what it may have changed must never be served stale.
   */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await app.catalogueCache.invalidate();
    }
  }

  app.post(
    '/celebrities',
    { schema: { response: { 201: ONE_CELEBRITY } }, onRequest: app.requireUser(EDITORS) },
    async (request, reply) => {
      const form = await readCelebrityMultipart(request, options.uploadMaxBytes);
      const { profile, gallery } = await processUploads(form.profileImage, form.galleryImages);
      const input = parseFields(form.fields);
      if (!profile) throw fieldError('profileImage', MESSAGES.profileImageRequired);
      const created = await writing(() =>
        createCelebrity(deps, { input, profile, gallery, maxGallery: MAX_GALLERY_IMAGES }),
      );
      return reply.status(201).send(ok(created));
    },
  );

  app.put(
    '/celebrities/:id',
    { schema: { params: idParamsSchema, response: { 200: ONE_CELEBRITY } }, onRequest: app.requireUser(EDITORS) },
    async (request) => {
      const { id } = request.params;
      const form = await readCelebrityMultipart(request, options.uploadMaxBytes);
      if (!(await getCelebrity(app.db, id))) throw new HttpError(404, MESSAGES.celebrityNotFound);
      const version = parseVersion(form.fields.version);
      const { profile, gallery } = await processUploads(form.profileImage, form.galleryImages);
      const input = parseFields(form.fields);
      const removals = parseRemovals(form.fields.removeGalleryImages);
      const updated = await writing(() =>
        updateCelebrity(deps, {
          id,
          expectedVersion: version,
          input,
          profile,
          gallery,
          removeGalleryUrls: removals,
          maxGallery: MAX_GALLERY_IMAGES,
        }),
      );
      return okOrNotFound(updated, MESSAGES.celebrityNotFound);
    },
  );

  app.delete(
    '/celebrities/:id',
    { schema: DELETE_BY_ID_SCHEMA, onRequest: app.requireUser(EDITORS) },
    async (request) => {
      const { id } = request.params;
      return deletedOrNotFound(await writing(() => deleteCelebrity(app.db, id)), id, MESSAGES.celebrityNotFound);
    },
  );
};
