/**
 * Data the server rendered a page with, handed over in `<script type="application/json"
 * id="initial-data">` (a data block, not a script: the CSP allows no inline scripts). The page's
 * query starts from it, so the browser's first render matches the server's HTML exactly.
 */
export interface InitialDataEntry {
  queryKey: readonly unknown[];
  data: unknown;
}

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

let entries: InitialDataEntry[] | undefined;

function readAll(): InitialDataEntry[] {
  if (entries) return entries;
  entries = [];
  if (typeof document === 'undefined') return entries;
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  try {
    const parsed: unknown = JSON.parse(element?.textContent ?? '[]');
    if (Array.isArray(parsed)) entries = parsed as InitialDataEntry[];
  } catch {
    // A damaged block only means the page loads its data as usual.
  }
  return entries;
}

/** The server's data for this query key, or undefined; each entry is used once. */
export function takeInitialData<T>(queryKey: readonly unknown[]): T | undefined {
  const all = readAll();
  const key = JSON.stringify(queryKey);
  const index = all.findIndex((entry) => JSON.stringify(entry.queryKey) === key);
  if (index === -1) return undefined;
  const [entry] = all.splice(index, 1);
  return entry?.data as T;
}
