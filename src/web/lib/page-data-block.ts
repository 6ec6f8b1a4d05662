import type { PageData } from '#shared/schemas/page-data';

/**
 * The data a server-rendered page was drawn with arrives in `<script type="application/json"
 * id="initial-data">` (a data block, not a script: the CSP allows no inline scripts). This module
 * only reads it; it imports nothing else, so the public layout can read the site's content from
 * it without TanStack Query in its chunk (initial-data.ts puts the rest into the query cache).
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** The block's text as page data; nothing for a missing or damaged block. */
export function parsePageData(text: string | null | undefined): PageData {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    // Written by our own server (`fillTemplate`): an object is taken as the page data it sent.
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    // A damaged block only means the page loads its data as usual.
    return {};
  }
}

let block: PageData | undefined;
let rendering: PageData | undefined;

/** The server's render: the page data of the page it is drawing (renders run one at a time). */
export function setRenderedPageData(data: PageData | undefined): void {
  rendering = data;
}

/**
 * This document's page data, parsed once; on the server, the data of the page being rendered
 * (`setRenderedPageData`).
 */
export function documentPageData(): PageData {
  if (typeof document === 'undefined') return rendering ?? {};
  block ??= parsePageData(document.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent);
  return block;
}
