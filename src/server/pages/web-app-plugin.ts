import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { MESSAGES } from '#shared/messages';
import { normalisePath } from '#shared/pathname';
import {
  isPrivatePage,
  pageQuery,
  type ResolvedPage,
  resolvePage,
  sharedShellKey,
  statusPageToken,
} from './page-for-path.js';
import { lookUpStatusPage } from './status-page.js';
import { APP_START_SOURCE, createModulePreloader, modulePreloadTags, type BuildManifest } from './module-preloads.js';
import { escapeHtml, withPageHead } from './page-html.js';
import { fillTemplate, loadPageRenderer, withServerShell } from './page-renderer.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { pathOf } from '#server/lib/request-path';
import { SERVER_MESSAGES } from '#server/lib/server-messages';
import { UPLOAD_CACHE_CONTROL } from '#server/storage/upload-headers';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface WebAppOptions {
  /** Built single-page app (index.html and assets/); absent when only the API runs. */
  webDir: string | undefined;
  /** The local uploads folder to serve; undefined when the files are in a bucket (storage/storage-plugin.ts). */
  uploadsDir: string | undefined;
  /** Public origin for absolute URLs (never taken from the request's Host header). */
  siteUrl: string;
}

/** `/api`, `/api/…`, and the same behind repeated slashes (`//api//x`): answered in JSON, never as a page. */
export function isApiPath(pathname: string): boolean {
  let start = 0;
  while (pathname[start] === '/') start += 1;
  return (
    start > 0 && pathname.startsWith('api', start) && (pathname.length === start + 3 || pathname[start + 3] === '/')
  );
}

/**
 * The key a page is cached under: its normalised path and the part of its query that changes it
 * (pageQuery), so `/celebrities/`, `/celebrities?utm_source=ads` and `/celebrities?sort=featured`
 * share one, and `?city=Pune&category=Sports` is `?category=Sports&city=Pune`.
 */
export function pageCacheKey(pathname: string, query: string): string {
  return `page|${normalisePath(pathname)}|${query}`;
}

/**
 * How many pages keyed by a query (filtered listings) the cache keeps at most, least recently
 * used first out. The cache's byte budget bounds them already, but a stream of made-up searches
 * (`?q=<random>`) would then push out every other answer; this way they only push out each other.
 */
export const QUERY_PAGES_MAX = 200;

/** The query of a request's address, without its `?`; '' when it has none. */
function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

/** The body of a redirect, for a client that does not follow it. */
function redirectBody(location: string): string {
  const href = escapeHtml(location);
  return `<!doctype html><title>Moved</title><p>This page has moved to <a href="${href}">${href}</a>.</p>\n`;
}

/** Vite's build manifest; without one (an older build) pages simply go without preloads. */
async function readManifest(webDir: string): Promise<BuildManifest> {
  try {
    return JSON.parse(await readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/**
 * Serves uploads, the built app, sitemap.xml and robots.txt. Every page is index.html with
 * that page's own head (title, description, canonical, Open Graph, JSON-LD); unknown paths and
 * unknown celebrities answer 404 with the same app, which then shows its not-found page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const origin = options.siteUrl;

  // No page, file or API path has an empty segment; the static file server would answer such a
  // path with a bare 403, and the router might match it to something else.
  app.addHook('onRequest', async (request, reply) => {
    if (pathOf(request.url).includes('//')) {
      return reply.status(404).send({ success: false, message: MESSAGES.notFound });
    }
  });

  if (options.uploadsDir) {
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      // Hidden names are a write in progress or a file taken down (ImageStore): never served.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(reply) {
        void reply.header('Cache-Control', UPLOAD_CACHE_CONTROL);
      },
    });
  }

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', { config: { compress: false } }, async (request, reply) => {
    return app.catalogueCache.sendText(request, reply, 'sitemap', 'application/xml; charset=utf-8', async () => ({
      status: 200,
      body: await sitemapXml(app.db, origin),
    }));
  });

  /** A path no route answers: 405 with Allow when another method would do, else 404; JSON for the API. */
  function notFound(request: FastifyRequest, reply: FastifyReply, pages: boolean) {
    const pathname = pathOf(request.url);
    const api = isApiPath(pathname);
    const allowed = api ? app.apiMethodsAt(pathname) : pages ? ['GET', 'HEAD'] : [];
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ success: false, message: SERVER_MESSAGES.methodNotAllowed });
    }
    // An upload is missing for a moment while a takedown checks whether a save has just come to
    // refer to it: no cache may remember that miss.
    if (pathname.startsWith('/uploads/')) void reply.header('Cache-Control', 'no-store');
    return reply.status(404).send({ success: false, message: MESSAGES.notFound });
  }

  if (!options.webDir) {
    app.setNotFoundHandler((request, reply) => notFound(request, reply, false));
    return;
  }

  const template = (await readFile(path.join(options.webDir, 'index.html'))).toString('utf8');
  const preloadsFor = createModulePreloader(await readManifest(options.webDir));
  const renderer = await loadPageRenderer(options.webDir);
  await app.register(fastifyStatic, {
    root: options.webDir,
    prefix: '/',
    wildcard: true,
    index: false,
    list: false,
    // The build's own dot folder (.vite/ manifest) is not for browsers.
    dotfiles: 'ignore',
    // The build compresses the app's files once (scripts/precompress-assets.mjs): each is sent as
    // its .br or .gz twin where the browser takes it, not compressed again per request.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, no-cache');
    },
  });

  // The query-keyed pages the cache may hold, most recently asked for first: the one pushed out
  // past QUERY_PAGES_MAX leaves the cache too. (After a catalogue write the cache is empty and
  // some of these name nothing: dropping such a key does nothing.)
  const queryPages = new LRUCache<string, true>({
    max: QUERY_PAGES_MAX,
    dispose: (_value, key, reason) => {
      if (reason === 'evict') app.catalogueCache.drop(key);
    },
  });

  /**
   * The page's HTML from its resolved head and data: rendered by the server when it should be, as
   * the app renders `renderUrl` (the path and the part of its query that changes the page), else
   * the template with the data and the app's preloads.
   */
  async function pageHtml(request: FastifyRequest, pathname: string, page: ResolvedPage, renderUrl: string) {
    let filled = template;
    let html = '';
    if (page.initialData) {
      if (renderer && page.render) {
        try {
          html = await renderer.renderPage(renderUrl, page.initialData);
        } catch (error) {
          // The browser can still draw the page itself; a render bug must not cost the visit.
          request.log.error({ err: error, pathname }, 'server render failed');
        }
      }
      filled = fillTemplate(template, html, page.initialData);
    }
    if (page.adminShell && renderer?.renderAdminShell) {
      try {
        filled = withServerShell(filled, renderer.renderAdminShell(page.adminShell));
      } catch (error) {
        // The app draws the panel anyway, only later.
        request.log.error({ err: error, pathname }, 'the admin shell could not be drawn');
      }
    }
    // A page the browser draws starts its app at once: its chunks download alongside the entry.
    // A page the server rendered names none: its app starts on the visitor's first act, whose
    // import fetches them then (src/web/main.tsx, decision 0018). Fetching them on load, even
    // as low-priority prefetches, showed in Lighthouse's blocking time on this machine.
    // An admin screen paints the server's shell first (decision 0052): its chunks come after what
    // that paint needs.
    const preloads = html
      ? ''
      : modulePreloadTags(preloadsFor([APP_START_SOURCE, ...page.modules]), { low: page.adminShell !== undefined });
    return withPageHead(filled, page.head, origin, preloads);
  }

  /**
   * A customer's status page (decision 0047): drawn from its link's inquiry for this request
   * alone, so never in the catalogue cache nor any other (`no-store`), never indexed, and its
   * address never passed on. An outcome in its query (`?claim=`, `?quote=`) is rendered too.
   */
  async function sendStatusPage(request: FastifyRequest, reply: FastifyReply, pathname: string, token: string) {
    const lookup = await lookUpStatusPage(app, request.ip, token);
    const query = pageQuery(pathname, queryOf(request.url));
    const page = await resolvePage(app.db, pathname, origin, query, lookup);
    const body = await pageHtml(request, pathname, page, query === '' ? pathname : `${pathname}?${query}`);
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .send(body);
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, rawPathname: string) {
    const pathname = normalisePath(rawPathname);
    const token = statusPageToken(pathname);
    if (token !== undefined) return sendStatusPage(request, reply, pathname, token);
    // The part of the query that changes the page, in one spelling (the listing's filters as the
    // browser reads them): the server renders the page with it, so the browser's first render of
    // the address matches. A campaign's parameters change nothing: the plain page.
    const query = pageQuery(pathname, queryOf(request.url));
    // Every address of an admin screen gets the same shell (the app draws the screen's data), and
    // every link of another private page the browser draws (a password reset) the same page, so
    // one entry serves them all: a key per path would let anyone fill the cache with made-up URLs. Pages keyed by a query are
    // bounded in number (QUERY_PAGES_MAX).
    const shared = sharedShellKey(pathname);
    const key = shared ?? pageCacheKey(pathname, query);
    if (!shared && query !== '') queryPages.set(key, true);
    if (isPrivatePage(pathname)) void reply.header('Referrer-Policy', 'no-referrer');
    // Pages show the catalogue and the agency's content, so they live in the catalogue cache and
    // go with its writes.
    return app.catalogueCache.sendText(request, reply, key, 'text/html; charset=utf-8', async () => {
      const page = await resolvePage(app.db, pathname, origin, query);
      if (page.redirect) {
        // Moved for good (a profile by its id or a former slug); never cached, as it is not a 200.
        const location = `${page.redirect}${request.url.includes('?') ? `?${queryOf(request.url)}` : ''}`;
        void reply.header('Location', location);
        return { status: page.status, body: redirectBody(location) };
      }
      return {
        status: page.status,
        body: await pageHtml(request, pathname, page, query === '' ? pathname : `${pathname}?${query}`),
      };
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = pathOf(request.url);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !isApiPath(pathname) && !pathname.startsWith('/uploads/')) {
      return sendPage(request, reply, pathname);
    }
    return notFound(request, reply, !isApiPath(pathname));
  });

  // The static plugin would otherwise treat "/" as a missing index file.
  app.get('/', { config: { compress: false } }, (request, reply) => sendPage(request, reply, '/'));
});
