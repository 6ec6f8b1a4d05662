import type { Celebrity } from './celebrity.js';
import type { InquiryStatusView } from './inquiry.js';
import type { ListMeta } from './envelope.js';
import type { LegalPageView } from './legal.js';
import type { ListingFilters } from '../listing-filters.js';
import type { SiteContent } from './site-content.js';

/**
 * The data a server-rendered page was drawn with, by name, in the API's shapes (the
 * <resource>-responses.ts files). The browser puts each part into its query cache under its own keys
 * (`seedPageData` in src/web/lib/initial-data.ts), so the server never needs to know them.
 */
export interface PageData {
  /** A celebrity's profile, `/celebrity/<slug>`: the record as `GET /api/celebrities/:idOrSlug` answers it. */
  celebrity?: Celebrity;
  /**
   * The listing's first batches, `/celebrities` with the filters its address asks for (`filters`,
   * as readListingFilters reads them) and as many batches as its `page` (readListingPage): as
   * `GET /api/celebrities` answers them in one list from offset 0, and the cities of its filter,
   * as `GET /api/celebrities/cities` answers them.
   */
  listing?: { filters: ListingFilters; items: Celebrity[]; total: ListMeta['total']; cities: string[] };
  /**
   * Home's featured celebrities, `/`: the first FEATURED_COUNT published, as
   * `GET /api/celebrities/featured` answers them.
   */
  featured?: Celebrity[];
  /** A legal page, `/privacy` or `/terms`: as `GET /api/legal/:slug` answers it. */
  legalPage?: LegalPageView;
  /**
   * A customer's status page, `/inquiry/<token>`: its token and the inquiry as
   * `GET /api/inquiry-status/:token` answers it. Private: such a page is never cached.
   */
  inquiryStatus?: { token: string; view: InquiryStatusView };
  /**
   * The agency's own content (`GET /api/site`): on every public page, for its footer and sections.
   * The browser keeps it in src/web/lib/site-content.ts, not in the query cache.
   */
  site?: SiteContent;
}
