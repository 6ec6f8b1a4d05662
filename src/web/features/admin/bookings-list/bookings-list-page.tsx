import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { useSearchedList } from '#web/components/admin-list/use-searched-list';
import { usePageTitle } from '#web/lib/use-head-meta';
import { BookingsFilters } from './components/bookings-filters';
import { BookingsResults } from './components/bookings-results';
import { BOOKINGS_LIST } from './utils/bookings-list-params';

/**
 * Bookings (staff, issue 41): every booking by event date with its celebrity, customer, days,
 * state and money; filtered by state, what is due, celebrity, days and text, all in the URL; the
 * totals of every filtered booking and their CSV. Each opens its inquiry's page at the booking.
 */
export function BookingsListPage() {
  usePageTitle('Bookings');
  const { filters, results } = useSearchedList(BOOKINGS_LIST);
  return (
    <div className="space-y-6">
      <AdminPageTitle title="Bookings">Who owes what, and when each event is.</AdminPageTitle>
      <BookingsFilters {...filters} />
      <BookingsResults {...results} />
    </div>
  );
}
