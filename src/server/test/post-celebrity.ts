import type { FastifyInstance } from 'fastify';
import { celebrityFields, pngImage } from './fixtures.js';
import { multipart } from './multipart.js';

/**
 * `POST /api/celebrities` as the admin form sends it: the fields (the fixture's, with these
 * changes) and a profile image (a small PNG unless given).
 */
export async function postCelebrity(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string> = {},
  picture?: Buffer,
) {
  const body = multipart(celebrityFields(fields), [
    { field: 'profileImage', filename: 'face.png', contentType: 'image/png', data: picture ?? (await pngImage()) },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/celebrities',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
}
