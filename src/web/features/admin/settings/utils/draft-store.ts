/**
 * The one store of unsaved edits in Settings, for every site section's tab and the legal page
 * editor: drafts by key, kept until saved or discarded, with listeners (the tab bar marks the tabs
 * holding one). Where they live is the store's place: this visit's memory, or the browser tab's
 * session storage, which survives a reload.
 */

/** Where a store keeps its drafts. */
export interface DraftPlace<K extends string, D> {
  get(key: K): D | undefined;
  set(key: K, draft: D): void;
  delete(key: K): void;
  has(key: K): boolean;
  keys(): Iterable<K>;
}

/** Drafts in memory, for this visit only (a reload or closing the window asks first). */
export function memoryDrafts<K extends string, D>(): DraftPlace<K, D> {
  return new Map<K, D>();
}

/**
 * Drafts in the tab's session storage under `prefix` + key, surviving a reload. Storage may be
 * unavailable or hold something damaged: then there is no draft, and a draft that cannot be kept
 * stays in the form only.
 */
export function sessionDrafts<K extends string, D>(
  prefix: string,
  isDraft: (value: unknown) => value is D,
): DraftPlace<K, D> {
  const attempt = <R>(act: () => R, otherwise: R): R => {
    try {
      return act();
    } catch {
      return otherwise;
    }
  };
  const get = (key: K) =>
    attempt(() => {
      const text = sessionStorage.getItem(prefix + key);
      const parsed: unknown = text ? JSON.parse(text) : undefined;
      return isDraft(parsed) ? parsed : undefined;
    }, undefined);
  return {
    get,
    set: (key, draft) => attempt(() => sessionStorage.setItem(prefix + key, JSON.stringify(draft)), undefined),
    delete: (key) => attempt(() => sessionStorage.removeItem(prefix + key), undefined),
    has: (key) => attempt(() => sessionStorage.getItem(prefix + key) !== null, false),
    keys: () =>
      attempt(
        () =>
          Object.keys(sessionStorage)
            .filter((name) => name.startsWith(prefix))
            .map((name) => name.slice(prefix.length) as K),
        [],
      ),
  };
}

export interface DraftStore<K extends string, D> {
  read: (key: K) => D | undefined;
  /** Keeps (or, with undefined, forgets) the draft of `key`. */
  write: (key: K, draft: D | undefined) => void;
  has: (key: K) => boolean;
  /** For useSyncExternalStore. */
  subscribe: (listener: () => void) => () => void;
  /** Which keys have drafts, as one string that changes when they do (a stable snapshot). */
  snapshot: () => string;
}

export function draftStore<K extends string, D>(place: DraftPlace<K, D>): DraftStore<K, D> {
  const listeners = new Set<() => void>();
  return {
    read: (key) => place.get(key),
    write: (key, draft) => {
      // Forgetting what was never kept changes nothing and wakes nobody.
      if (!draft && !place.has(key)) return;
      if (draft) place.set(key, draft);
      else place.delete(key);
      for (const listener of listeners) listener();
    },
    has: (key) => place.has(key),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => [...place.keys()].sort().join(','),
  };
}
