/**
 * Toasts (react-hot-toast) without paying for them on first load: the library is fetched the
 * first time something is announced, and only then does the app mount its <Toaster>.
 * This keeps about 5 KB of gzipped JavaScript out of every page's first load
 * (docs/decisions/0004-declarative-router.md, the 100 KB budget).
 */
import type * as ReactHotToast from 'react-hot-toast';

type ToastModule = typeof ReactHotToast;

let library: Promise<ToastModule> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<ToastModule> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  library ??= import('react-hot-toast');
  return library;
}

/** True once a toast has been asked for: the toaster should be on screen from then on. */
export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `id` makes a repeated announcement replace the earlier one instead of stacking. */
export interface NotifyOptions {
  id?: string;
}

export const notify = {
  success(message: string, options: NotifyOptions = {}): void {
    void load().then(({ toast }) => toast.success(message, options));
  },
  error(message: string, options: NotifyOptions = {}): void {
    void load().then(({ toast }) => toast.error(message, options));
  },
};
