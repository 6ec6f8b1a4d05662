import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { MENU_BUTTON_MIRROR_SCRIPT } from '#shared/menu-button';

/** The one inline script a page may run, by its hash: the menu button's mirror (fillTemplate). */
export const MENU_BUTTON_MIRROR_HASH = `'sha256-${createHash('sha256').update(MENU_BUTTON_MIRROR_SCRIPT).digest('base64')}'`;

/**
 * Security headers and a strict CSP: scripts only from this origin, and inline only the menu
 * button's mirror, by its hash (a server-rendered page's menu is tapped before any script arrives).
 * Inline styles stay allowed because the toast library and React style attributes use them.
 * No CORS plugin is registered, so browsers keep every call same-origin.
 *
 * Helmet's middleware is built once, here. (@fastify/helmet built it again on every request,
 * re-parsing the CSP each time: a fifth of the CPU of a cached catalogue answer; see
 * docs/performance-log.md.)
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { assetOrigin?: string; formTargets?: () => Promise<string[]> }) => {
    const headersFor = (formTargets: string[]) =>
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", MENU_BUTTON_MIRROR_HASH],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // Pictures may come from the asset address (PUBLIC_ASSET_URL: a CDN or the bucket).
            imgSrc: ["'self'", 'data:', 'blob:', ...(options.assetOrigin ? [options.assetOrigin] : [])],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            manifestSrc: ["'self'"],
            mediaSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            // A form may also lead to the payment gateway's page: "Pay online" before the page's
            // script runs is a form whose answer redirects there, and browsers hold redirects to this.
            formAction: ["'self'", ...formTargets],
            frameAncestors: ["'none'"],
          },
        },
        crossOriginEmbedderPolicy: false,
        crossOriginResourcePolicy: { policy: 'same-origin' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      });
    // The gateway's pages a form may lead to change when an admin saves or clears its
    // credentials: one middleware per list of targets (in practice two: none, and the gateway's).
    const byTargets = new Map<string, ReturnType<typeof headersFor>>();
    const securityHeadersFor = (formTargets: string[]) => {
      const key = formTargets.join(' ');
      let made = byTargets.get(key);
      if (!made) {
        made = headersFor(formTargets);
        byTargets.set(key, made);
      }
      return made;
    };
    const formTargetsOf = async (request: FastifyRequest): Promise<string[]> => {
      try {
        return (await options.formTargets?.()) ?? [];
      } catch (error) {
        // Without the database the stricter policy holds: forms lead to this site only.
        request.log.warn({ err: error }, 'the payment gateway could not be looked up for the CSP');
        return [];
      }
    };
    app.addHook('onRequest', (request, reply, done) => {
      void formTargetsOf(request).then((formTargets) => {
        securityHeadersFor(formTargets)(request.raw, reply.raw, (error) => done(error as Error | undefined));
      });
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    });
  },
);
