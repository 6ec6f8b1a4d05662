import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (prototype and constructor poisoning refused), except that an
 * EMPTY body is no body at all. The web client sends `Content-Type: application/json` on every
 * call (SPEC §7), including bodiless ones such as POST /auth/logout and DELETE, and those must
 * not be refused with "The request body is empty". A route that needs a body still answers 400
 * through its schema.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
});
