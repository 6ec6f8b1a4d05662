import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useTalentProfile } from '#web/lib/queries/talent-profile';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useTalentBookings } from './api/talent-bookings';
import { BookingCard } from './components/booking-card';

/**
 * The portal's first page (issue 39): the upcoming bookings of the user's celebrities, soonest
 * first, as cards (one column on a phone).
 */
export function PortalBookingsPage() {
  usePageTitle('Your bookings');
  const query = useTalentBookings();
  const celebrities = useTalentProfile().data?.celebrities ?? [];
  const names = celebrities.map((celebrity) => celebrity.name).join(', ');

  let content;
  if (query.isPending) content = <ListLoading label="Loading your bookings..." centered />;
  else if (query.isError) {
    content = <ListLoadFailed message="Your bookings could not be loaded." onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    content = (
      <ListEmpty icon={CalendarCheck}>
        <p className="mt-4 text-base font-medium text-slate-800">No upcoming bookings yet.</p>
        <p className="mt-1 text-sm text-slate-600">
          Bookings appear here as soon as the agency makes them.{' '}
          <Link to={PAGES.portalCalendar.getHref()} className="font-medium text-brand-700 underline underline-offset-2">
            See the calendar
          </Link>
        </p>
      </ListEmpty>
    );
  } else {
    content = (
      <>
        <p role="status" className="text-sm text-slate-600">
          {query.data.length === 1 ? '1 upcoming booking' : `${query.data.length} upcoming bookings`}
        </p>
        <ul aria-label="Upcoming bookings" className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          {query.data.map((booking) => (
            <li key={booking._id}>
              <BookingCard booking={booking} showCelebrity={celebrities.length !== 1} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageTitle title="Your upcoming bookings">
        {names ? `The bookings the agency has made for ${names}.` : 'The bookings the agency has made for you.'}
      </AdminPageTitle>
      <section aria-label="Bookings">{content}</section>
    </div>
  );
}
