import { SITE_NAME } from './site';
import { useHeadMeta } from './use-head-meta';

/** A screen known by its title alone (the admin screens): "<title> | Starline Talent". */
export function usePageTitle(title?: string): void {
  useHeadMeta(title ? { title: `${title} | ${SITE_NAME}` } : undefined);
}
