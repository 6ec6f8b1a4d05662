import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is the server's HTML (in the server's render and in the browser's first,
 * hydrating one), true once the app has it. A form posted by the browser itself before then
 * keeps the browser's own checks (`required`), so a field left empty is said at once and nothing
 * typed is lost; once started, the app checks it and says it in its own words (`noValidate`).
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
