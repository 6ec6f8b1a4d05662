import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Readable } from 'node:stream';
import type { ApiFailure } from '#shared/schemas/envelope';
import { etagMatches, parseByteRange } from './byte-range.js';
import { LocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { UPLOAD_CACHE_CONTROL, uploadContentType } from './upload-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the upload files live (storage/object-storage.ts). */
    storage: ObjectStorage;
  }
}

export interface StoragePluginOptions {
  storage: ObjectStorage;
  /** Whether a name may be served: the names the image pipeline makes, never a hidden one. */
  servable(name: string): boolean;
}

/**
 * Decorates `app.storage`, and serves `/uploads/<file>` from a storage that is not this
 * machine's folder: the bytes are streamed from the bucket with the headers the static file
 * server gives a local file (the year-long cache, an ETag, ranges), so any instance serves a
 * file any other wrote. A local folder is served by @fastify/static (pages/web-app-plugin.ts),
 * exactly as before. Only the names `servable` allows are served, and a hidden name (a file
 * taken down) never is.
 */
export const storagePlugin = fp(async (app: FastifyInstance, options: StoragePluginOptions) => {
  const { storage } = options;
  app.decorate('storage', storage);
  app.addHook('onClose', async () => {
    storage.destroy?.();
  });
  if (storage instanceof LocalStorage) return;

  async function serve(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) {
    const { file } = request.params;
    if (file.startsWith('.') || !options.servable(file)) return reply.callNotFound();
    const info = await storage.stat(file);
    if (!info) return reply.callNotFound();
    const validators = {
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      ETag: info.etag,
      'Last-Modified': new Date(info.modifiedMs).toUTCString(),
    };
    if (etagMatches(request.headers['if-none-match'], info.etag)) return reply.status(304).headers(validators).send();

    // If-Range with another tag: the file changed since the client's part, so all of it.
    const ifRange = request.headers['if-range'];
    const rangeHeader = ifRange === undefined || ifRange === info.etag ? request.headers.range : undefined;
    const range = parseByteRange(rangeHeader, info.size);
    if (range === 'unsatisfiable') {
      const body: ApiFailure = { success: false, message: 'The requested range is not in the file' };
      return reply.status(416).header('Content-Range', `bytes */${info.size}`).send(body);
    }
    const read = request.method === 'HEAD' ? null : await storage.get(file, range === 'none' ? undefined : range);
    // Taken down between the two looks.
    if (request.method !== 'HEAD' && !read) return reply.callNotFound();
    const length = range === 'none' ? info.size : range.end - range.start + 1;
    void reply
      .headers(validators)
      .header('Accept-Ranges', 'bytes')
      .header('Content-Length', String(length))
      .type(uploadContentType(file));
    if (range !== 'none')
      void reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    // A HEAD answer gets an empty stream: Fastify would set the length of an empty body to 0.
    return reply.send(read?.body ?? Readable.from([]));
  }

  // WebP does not compress further; the length must stay the file's.
  app.get<{ Params: { file: string } }>('/uploads/:file', { compress: false }, serve);
});
