import { desc } from 'drizzle-orm';
import { LAYOUTS } from '#shared/page-definition';
import { INDEXABLE_PAGES } from '#shared/page-lookup';
import { PAGES } from '#shared/pages';
import type { Db } from '#server/db/client';
import { celebrities } from '#server/celebrities/celebrities-tables';
import { legalPages } from '#server/site/site-tables';
import { publishedOnly } from '#server/celebrities/celebrity-visibility';
import { escapeHtml } from './page-html.js';

/**
 * sitemap.xml: every public page (the legal pages included) and every published celebrity's
 * page at its slug, with its last change. Drafts are not in it.
 */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const rows = await db
    .select({ slug: celebrities.slug, updatedAt: celebrities.updatedAt })
    .from(celebrities)
    .where(publishedOnly())
    .orderBy(desc(celebrities.createdAt));
  // The legal pages carry the time of their last save.
  const legalRows = await db.select({ slug: legalPages.slug, updatedAt: legalPages.updatedAt }).from(legalPages);
  const lastSaved = new Map<string, Date>(legalRows.map((row) => [PAGES[row.slug].path, row.updatedAt]));
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXABLE_PAGES.map((page) => url(page.path, lastSaved.get(page.path))),
    ...rows.map((row) => url(PAGES.celebrity.getHref(row.slug), row.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Disallow: ${LAYOUTS.admin.path}`,
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
