/**
 * The app's index.html with a page's own head: title, description, canonical URL, robots,
 * Open Graph and Twitter card tags, and JSON-LD. Crawlers and link previews read these without
 * running any script.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/celebrity/…"; absent for pages not to be indexed. */
  canonicalPath?: string;
  noindex?: boolean;
  ogType?: 'website' | 'profile';
  image?: { url: string; width: number; height: number; alt: string };
  /** The page's largest image, fetched at once rather than after the app has asked for its data. */
  preloadImage?: { href: string; srcset: string; sizes: string };
  /** Structured data blocks (schema.org objects). */
  jsonLd?: object[];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script>: "<" escaped so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

export function headTags(head: PageHead, origin: string): string {
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonicalPath) {
    const url = absolute(origin, head.canonicalPath);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    meta('property', 'og:url', url);
  }
  meta('property', 'og:site_name', 'Starline Talent');
  meta('property', 'og:type', head.ogType ?? 'website');
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  if (head.image) {
    const url = absolute(origin, head.image.url);
    meta('property', 'og:image', url);
    meta('property', 'og:image:width', String(head.image.width));
    meta('property', 'og:image:height', String(head.image.height));
    meta('property', 'og:image:alt', head.image.alt);
    meta('name', 'twitter:image', url);
  }
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  for (const block of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * Replaces the template's title and description and adds the other tags (and any extra ones,
 * such as module preloads) before </head>.
 */
export function withPageHead(template: string, head: PageHead, origin: string, extraTags = ''): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description)
    .replace('</head>', () => `    ${[headTags(head, origin), extraTags].filter(Boolean).join('\n    ')}\n  </head>`);
}
