import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (method: string, url: string) => t.app.inject({ method: method as 'GET', url });

describe('paths and methods no route answers', () => {
  it.each([
    ['PATCH', '/api/celebrities', 'GET, HEAD, POST'],
    ['DELETE', '/api/auth/login', 'POST'],
    ['POST', '/api/celebrities/00000000-0000-4000-8000-000000000000', 'GET, HEAD, PUT, DELETE'],
    ['GET', '/api/inquiries/00000000-0000-4000-8000-000000000000/status', 'PUT'],
  ])('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({ success: false, message: 'This method is not allowed here' });
  });

  it.each([
    ['GET', '/api'],
    ['POST', '/api'],
    ['GET', '//'],
    ['GET', '//api/celebrities'],
    ['GET', '/api//celebrities'],
    ['GET', `/${'/'.repeat(5000)}`],
    ['POST', '/api/celebrities/x/y'],
  ])('answers %s %s with a JSON 404', async (method, url) => {
    const res = await call(method, url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it.each(['/api/%E0%A4%A', '/%E0%A4%A', '/api/celebrities/%'])(
    'answers a malformed address %s with 400 in the envelope',
    async (url) => {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'The address is not valid' });
    },
  );
});
