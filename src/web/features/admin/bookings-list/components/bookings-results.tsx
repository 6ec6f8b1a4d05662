import { CalendarCheck, SearchX } from 'lucide-react';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults } from '#web/components/admin-list/admin-list-results';
import { ClearFiltersButton } from '#web/components/admin-list/clear-filters-button';
import type { SearchedListResultsProps } from '#web/components/admin-list/use-searched-list';
import { useBookingsList } from '../api/bookings-list';
import { BOOKINGS_LIST, BOOKINGS_PAGE_SIZE, type BookingsListParams } from '../utils/bookings-list-params';
import { BookingListCard } from './booking-list-card';
import { BookingsCsvButton } from './bookings-csv-button';
import { BookingsTable } from './bookings-table';
import { BookingsTotals } from './bookings-totals';

/**
 * The filtered bookings: their totals and the CSV of them all, then one page (a table from
 * 1024 px, cards below) with loading, empty and failure states, a live count and paging.
 */
export function BookingsResults({
  params,
  onPageChange,
  onPageOutOfRange,
  onClearFilters,
}: SearchedListResultsProps<BookingsListParams>) {
  const query = useBookingsList(BOOKINGS_LIST.queryOf(params));
  const filtered = BOOKINGS_LIST.isFiltered(params);
  const label = params.sort === 'asc' ? 'Bookings, soonest event first' : 'Bookings, latest event first';
  return (
    <div className="space-y-4">
      {query.data && (
        <BookingsTotals
          totals={query.data.totals}
          filtered={filtered}
          action={query.data.totals.count > 0 && <BookingsCsvButton params={params} />}
        />
      )}
      <AdminListResults
        query={query}
        failedMessage="Failed to fetch bookings"
        noun={['booking', 'bookings']}
        summaryId="bookings-summary"
        paging={{ page: params.page, pageSize: BOOKINGS_PAGE_SIZE, label: 'Bookings', onPageChange, onPageOutOfRange }}
        empty={(focusSummary) => (
          <AdminListEmpty
            filtered={filtered}
            icon={CalendarCheck}
            filteredIcon={SearchX}
            title="No bookings yet"
            filteredTitle="No bookings match these filters"
            hint="A booking is made when a customer accepts a quote, or by staff for a deal agreed by phone."
            filteredAction={
              <ClearFiltersButton
                variant="outline"
                onClear={onClearFilters}
                focusAfter={focusSummary}
                className="mt-4"
              />
            }
          />
        )}
        table={(rows, busy) => <BookingsTable rows={rows} busy={busy} label={label} />}
        cardsLabel={label}
        cardsClassName="space-y-4"
        card={(row) => (
          <li key={row._id}>
            <BookingListCard row={row} />
          </li>
        )}
      />
    </div>
  );
}
