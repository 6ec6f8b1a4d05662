import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson, withPageHead } from './page-html.js';

const TEMPLATE = `<!doctype html><html><head>
<title>Old</title>
<meta
  name="description"
  content="old description"
/>
</head><body><div id="root"></div></body></html>`;

describe('withPageHead', () => {
  it('replaces the title and description and adds canonical, Open Graph, Twitter and JSON-LD', () => {
    const html = withPageHead(
      TEMPLATE,
      {
        title: 'Aarav Mehta (Bollywood) | Starline Talent',
        description: 'Actor & "star"',
        canonicalPath: '/celebrity/abc',
        ogType: 'profile',
        image: { url: '/uploads/a-640.webp', width: 640, height: 800, alt: 'Aarav Mehta' },
        jsonLd: [{ '@type': 'Person', name: 'Aarav </script><script>alert(1)</script>' }],
      },
      'https://starline.example',
    );
    expect(html).toContain('<title>Aarav Mehta (Bollywood) | Starline Talent</title>');
    expect(html).toContain('<meta name="description" content="Actor &#38; &#34;star&#34;" />');
    expect(html).not.toContain('old description');
    expect(html).toContain('<link rel="canonical" href="https://starline.example/celebrity/abc" />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:image" content="https://starline.example/uploads/a-640.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Person"');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('marks pages not to be indexed', () => {
    const html = withPageHead(TEMPLATE, { title: 'x', description: 'y', noindex: true }, 'http://localhost');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('image preload', () => {
  it('asks for the largest image at once, with the same candidates and sizes as the page', () => {
    const html = withPageHead(
      TEMPLATE,
      {
        title: 't',
        description: 'd',
        preloadImage: {
          href: '/uploads/a-640.webp',
          srcset: '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w',
          sizes: '100vw',
        },
      },
      'http://localhost',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/a-640.webp" imagesrcset="/uploads/a-320.webp 320w, /uploads/a-640.webp 640w" imagesizes="100vw" fetchpriority="high" />',
    );
  });
});

describe('escaping', () => {
  it('escapes HTML and script-closing JSON', () => {
    expect(escapeHtml(`<a href="x">'&`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;');
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
