import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isAppRoute } from '../../shared/app-routes.js';
import { MESSAGES } from '../../shared/messages.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface WebAppOptions {
  /** Built single-page app (index.html and assets/); absent when only the API runs. */
  webDir: string | undefined;
  uploadsDir: string;
}

/**
 * Serves uploads and the built app: hashed files cached for a year, index.html revalidated,
 * app routes answered with index.html, and unknown paths with index.html and status 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    // Upload file names are content hashes: a name never changes its bytes.
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
  });

  let indexHtml: Buffer | undefined;
  if (options.webDir) {
    indexHtml = await readFile(path.join(options.webDir, 'index.html'));
    await app.register(fastifyStatic, {
      root: options.webDir,
      prefix: '/',
      wildcard: true,
      index: false,
      list: false,
      preCompressed: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, no-cache');
      },
    });
  }

  function sendIndex(reply: FastifyReply, status: number) {
    return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml && wantsPage && !pathname.startsWith('/api/') && !pathname.startsWith('/uploads/')) {
      return sendIndex(reply, isAppRoute(pathname) ? 200 : 404);
    }
    return reply.status(404).send({ success: false, message: MESSAGES.notFound });
  });

  // The static plugin would otherwise list "/" as a missing index: send the app instead.
  if (indexHtml) app.get('/', (_request, reply) => sendIndex(reply, 200));
});
