/** The parts of Vite's build manifest (`dist/web/.vite/manifest.json`) this file reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The chunk that starts the app (React, the router): the entry, src/web/main.tsx, imports it at
 * once on a page the browser draws, and on the visitor's first act on a page the server rendered
 * (decision 0018).
 */
export const APP_START_SOURCE = 'src/web/start-app.tsx';

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
 * The `<link>` tags for those URLs. `low`: fetched at low priority, after what the first paint
 * needs (the admin panel's shell paints before its app, decision 0052).
 */
export function modulePreloadTags(urls: readonly string[], { low = false } = {}): string {
  const priority = low ? ' fetchpriority="low"' : '';
  return urls.map((url) => `<link rel="modulepreload" crossorigin${priority} href="${url}" />`).join('\n    ');
}
