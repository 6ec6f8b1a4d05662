import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The methods that some API route answers at `path` (for the Allow header of a 405), or an
     * empty list when no API route matches it in any method.
     */
    apiMethodsAt(path: string): string[];
  }
}

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Fastify answers a known path with an unknown method as a plain 404; RFC 9110 §15.5.6 asks
 * for 405 with Allow. Every API route is mirrored into a router of our own (the same router
 * Fastify uses, so patterns match alike) that the not-found handler asks. Must be registered
 * before the routes.
 */
export const routeMethodsPlugin = fp(async (app: FastifyInstance) => {
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 200 });
  const noop = () => undefined;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(
      (method) => method.toUpperCase() as HTTPMethod,
    );
    for (const method of methods) {
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, noop);
    }
  });
  app.decorate('apiMethodsAt', (path: string) => METHODS.filter((method) => router.find(method, path) !== null));
});
