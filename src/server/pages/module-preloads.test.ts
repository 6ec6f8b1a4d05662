import { describe, expect, it } from 'vitest';
import { createModulePreloader, modulePreloadTags, type BuildManifest } from './module-preloads.js';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/layout.tsx': { file: 'assets/layout-2.js', imports: ['index.html', '_icons-3.js'] },
  'src/home.tsx': { file: 'assets/home-4.js', imports: ['index.html', '_icons-3.js', '_api-5.js'] },
  '_icons-3.js': { file: 'assets/icons-3.js' },
  '_api-5.js': { file: 'assets/api-5.js', imports: ['_icons-3.js'] },
};

describe('createModulePreloader', () => {
  it('lists every chunk a page needs once, without the entry already loaded', () => {
    const preload = createModulePreloader(manifest);
    expect(preload(['src/layout.tsx', 'src/home.tsx'])).toEqual([
      '/assets/layout-2.js',
      '/assets/icons-3.js',
      '/assets/home-4.js',
      '/assets/api-5.js',
    ]);
  });

  it('ignores modules the build does not know', () => {
    expect(createModulePreloader(manifest)(['src/gone.tsx'])).toEqual([]);
  });

  it('writes module preload links', () => {
    expect(modulePreloadTags(['/assets/a.js'])).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js" />');
  });
});
