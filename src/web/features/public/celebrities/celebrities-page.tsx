import { PAGES } from '#shared/pages';
import { useCelebrityCities } from '#web/lib/queries/celebrities';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { CelebritiesResults } from './components/celebrities-results';
import { CelebrityFiltersBar } from './components/celebrity-filters-bar';
import { useCelebrityFilters } from './hooks/use-celebrity-filters';

const NO_CITIES: readonly string[] = [];

/**
 * Celebrities listing (SPEC §2): search, category, city, "Free on" date, price range and order in
 * the URL, results from the server.
 */
export function CelebritiesPage() {
  useHeadMeta(PAGES.celebrities.meta);
  const { filters, searchText, setSearchText, applySearch, choose, clearFilters } = useCelebrityFilters();
  const { data: cities = NO_CITIES } = useCelebrityCities();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-16 sm:pb-24 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Our Celebrities</h1>
          <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">
            Actors, musicians, sports stars and influencers available for your events and brand campaigns.
          </p>
        </div>
      </section>
      <div className="mx-auto -mt-14 max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <CelebrityFiltersBar
          searchText={searchText}
          filters={filters}
          cities={cities}
          onSearchTextChange={setSearchText}
          onSearchSubmit={applySearch}
          onChoose={choose}
        />
        <div className="mt-6">
          <CelebritiesResults filters={filters} onClearFilters={clearFilters} />
        </div>
      </div>
    </>
  );
}
