import { useSearchTextParam } from '#web/lib/use-search-text-param';

/** The list's search text (`?q=`, applied after a pause in typing; see useSearchTextParam). */
export function useCelebritySearch() {
  const { text, setText, applied } = useSearchTextParam();
  return { text, setText, applied };
}
