import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeEntities, safeHref } from '#web/lib/markdown-text';
import { Markdown } from './markdown';

/** The HTML the renderer makes of `source`, as the server would send it. */
function html(source: string): string {
  return renderToStaticMarkup(createElement(Markdown, { source }));
}

/** Every `href` in the HTML. */
function hrefs(markup: string): string[] {
  return [...markup.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('safeHref', () => {
  it.each([
    'https://starline.example/a?b=c',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:grievance@starline.example',
    'tel:+912248901234',
    '/contact',
    '#rights',
    'privacy',
    '../terms',
    '//cdn.example.com/x',
  ])('keeps %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'ftp://example.com',
    '',
    '   ',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });
});

describe('decodeEntities', () => {
  it('resolves named and numeric references and leaves unknown ones as written', () => {
    expect(decodeEntities('Terms &amp; Conditions &copy; 2026 &#8377;500 &#x20B9;5 &unknown; & more')).toBe(
      'Terms & Conditions © 2026 ₹500 ₹5 &unknown; & more',
    );
  });

  it('never makes a NUL or a lone surrogate', () => {
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });
});

describe('Markdown', () => {
  it('renders headings (from h2 down), paragraphs, emphasis, lists, quotes, code and tables', () => {
    const markup = html(
      [
        '# What we collect',
        'We collect your **name**, *e-mail* and ~~fax~~ `phone`.',
        '## Details',
        '- one',
        '- two',
        '',
        '3. third',
        '4. fourth',
        '',
        '> quoted',
        '',
        '| Data | Kept |',
        '| :--- | ---: |',
        '| Inquiry | 1 year |',
        '',
        '---',
      ].join('\n'),
    );
    expect(markup).toContain('<h2');
    expect(markup).toContain('>What we collect</h2>');
    expect(markup).toContain('>Details</h3>');
    expect(markup).not.toContain('<h1');
    expect(markup).toMatch(/<strong[^>]*>name<\/strong>/);
    expect(markup).toContain('<em>e-mail</em>');
    expect(markup).toContain('<del>fax</del>');
    expect(markup).toMatch(/<code[^>]*>phone<\/code>/);
    expect(markup).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul>/);
    expect(markup).toMatch(/<ol start="3"[^>]*>/);
    expect(markup).toMatch(/<blockquote[^>]*><p[^>]*>quoted<\/p><\/blockquote>/);
    expect(markup).toMatch(/<th scope="col" class="[^"]*text-left[^"]*">Data<\/th>/);
    expect(markup).toMatch(/<td class="[^"]*text-right[^"]*">1 year<\/td>/);
    expect(markup).toContain('<hr');
  });

  it('escapes raw HTML instead of rendering it', () => {
    const markup = html(
      [
        '<script>alert("block")</script>',
        '',
        'Inline <img src=x onerror="alert(1)"> and <b>bold</b> and <a href="javascript:alert(2)">link</a>.',
        '',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n'),
    );
    expect(markup).not.toMatch(/<script|<img|<b>|<iframe|<a /i);
    expect(markup).toContain('&lt;script&gt;alert(&quot;block&quot;)&lt;/script&gt;');
    expect(markup).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(markup).toContain('&lt;iframe');
  });

  it('drops javascript:, data: and other unsafe link targets but keeps the words', () => {
    const markup = html(
      [
        '[one](javascript:alert(1)) [two](JAVASCRIPT:alert(1)) [three](data:text/html,<script>x</script>)',
        '[four](vbscript:x) [five](<java script:alert(1)>) [six][ref]',
        '',
        '[ref]: javascript:alert(3)',
      ].join('\n'),
    );
    expect(hrefs(markup)).toEqual([]);
    expect(markup).not.toMatch(/javascript|vbscript|data:/i);
    for (const word of ['one', 'two', 'three', 'four', 'six']) expect(markup).toContain(`<span>${word}</span>`);
  });

  it('keeps http(s), mailto, tel and relative links', () => {
    const markup = html(
      '[site](https://starline.example) [mail](mailto:dpo@starline.example) [call](tel:+912248901234) [contact](/contact) <https://auto.example> dpo@starline.example',
    );
    expect(hrefs(markup)).toEqual([
      'https://starline.example',
      'mailto:dpo@starline.example',
      'tel:+912248901234',
      '/contact',
      'https://auto.example',
      'mailto:dpo@starline.example',
    ]);
  });

  it('shows an image as its description and loads nothing', () => {
    const markup = html('![Our office](https://tracker.example/pixel.png) ![x](javascript:alert(1))');
    expect(markup).not.toContain('<img');
    expect(markup).not.toContain('tracker.example');
    expect(markup).toContain('Our office');
  });

  it('shows character references as the characters they stand for, escaped once', () => {
    expect(html('Fees &amp; taxes &lt;b&gt; &#8377;')).toContain('Fees &amp; taxes &lt;b&gt; ₹');
  });

  it('survives deeply nested input', () => {
    const markup = html(`${'> '.repeat(200)}deep`);
    expect(markup).toContain('deep');
    expect(markup.match(/<blockquote/g)?.length ?? 0).toBeLessThanOrEqual(13);
  });
});
