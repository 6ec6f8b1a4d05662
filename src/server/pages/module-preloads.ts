/** The parts of Vite's build manifest (`dist/web/.vite/manifest.json`) this file reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * Turns source modules (a page and its layout) into the URLs of every JavaScript chunk they
 * need, for `<link rel="modulepreload">` in the page's HTML. Without them the browser learns of
 * a page's chunks only after the entry script has run, one round trip later; with them they
 * download alongside it. The entry itself is left out: index.html loads it already.
 */
export function createModulePreloader(manifest: BuildManifest): (modules: readonly string[]) => string[] {
  return (modules) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files].map((file) => `/${file}`);
  };
}

/**
 * The chunk that starts the app (React, the router): the entry, src/web/main.tsx, imports it
 * either at once or on the visitor's first act (decision 0018), so every page needs it.
 */
export const APP_START_SOURCE = 'src/web/start-app.tsx';

/**
 * The `<link>` tags for those URLs. A page the browser draws starts its app at once, so its
 * chunks are needed now: `modulepreload`, fetched alongside the entry. A page the server
 * rendered starts its app only when the visitor acts (main.tsx): `prefetch`, which the browser
 * fetches at its lowest priority, after what the first paint needs, and does not run. (With
 * `crossorigin`, as the module loader fetches them, so it finds them in the cache.)
 */
export function modulePreloadTags(urls: readonly string[], when: 'now' | 'when-idle' = 'now'): string {
  const rel = when === 'now' ? 'modulepreload' : 'prefetch';
  return urls.map((url) => `<link rel="${rel}" crossorigin href="${url}" />`).join('\n    ');
}
