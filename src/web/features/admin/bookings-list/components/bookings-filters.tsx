import { SORT_DIRECTIONS, type SortDirection } from '#shared/constants/lists';
import { ChoiceFilter } from '#web/components/admin-list/choice-filter';
import { DateRangeFilter } from '#web/components/admin-list/date-range-filter';
import { SearchAndFilters } from '#web/components/admin-list/search-and-filters';
import type { SearchedListFiltersProps } from '#web/components/admin-list/use-searched-list';
import { bookingsFilterCount, type BookingsListParams } from '../utils/bookings-list-params';
import { BOOKING_DUE_OPTIONS, BOOKING_STATE_OPTIONS } from '../utils/booking-words';
import { BookingsCelebrityFilter } from './bookings-celebrity-filter';

const SORT_LABELS: Record<SortDirection, string> = { asc: 'Soonest first', desc: 'Latest first' };
const SORT_OPTIONS = SORT_DIRECTIONS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * The list's search (a booking's number, a customer or a celebrity), its state, money due,
 * celebrity, event days and order, and "Clear filters". On a phone the search stays in view and
 * the rest folds into the Filters sheet, so the bookings come first.
 */
export function BookingsFilters({ params, onChange, ...searchAndClear }: SearchedListFiltersProps<BookingsListParams>) {
  return (
    <SearchAndFilters
      name="Bookings"
      search={{
        id: 'bookings-search',
        label: 'Search by booking, customer or celebrity',
        placeholder: 'Search by booking, customer or celebrity...',
      }}
      {...searchAndClear}
      sheetId="bookings-filters"
      filterCount={bookingsFilterCount(params)}
      filtersClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      clearCellClassName="flex items-end sm:col-span-2 lg:col-span-2"
    >
      <ChoiceFilter
        id="bookings-state-filter"
        label="State"
        anyLabel="All"
        options={BOOKING_STATE_OPTIONS}
        value={params.state}
        onValueChange={(state) => onChange({ state })}
      />
      <ChoiceFilter
        id="bookings-due-filter"
        label="Money"
        anyLabel="Any"
        options={BOOKING_DUE_OPTIONS}
        value={params.due}
        onValueChange={(due) => onChange({ due })}
      />
      <BookingsCelebrityFilter
        celebrity={params.celebrity}
        onCelebrityChange={(celebrity) => onChange({ celebrity })}
      />
      <DateRangeFilter
        idPrefix="bookings"
        labels={{ from: 'Event from', to: 'Event to' }}
        from={params.from}
        to={params.to}
        onRangeChange={onChange}
      />
      <ChoiceFilter
        id="bookings-sort"
        label="Order"
        anyLabel={SORT_LABELS.asc}
        options={SORT_OPTIONS.filter((option) => option.value !== 'asc')}
        value={params.sort === 'asc' ? undefined : params.sort}
        onValueChange={(sort) => onChange({ sort: sort ?? 'asc' })}
      />
    </SearchAndFilters>
  );
}
