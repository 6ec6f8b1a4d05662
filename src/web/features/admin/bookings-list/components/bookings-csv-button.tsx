import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useDownloadBookingsCsv } from '../api/download-bookings-csv';
import { bookingsFilterQuery, type BookingsListParams } from '../utils/bookings-list-params';

/** "Download CSV": every booking the filters keep (not only this page), as the server writes the file. */
export function BookingsCsvButton({ params }: { params: BookingsListParams }) {
  const download = useDownloadBookingsCsv();
  return (
    <Button
      variant="outline"
      aria-busy={download.isPending || undefined}
      onClick={() => {
        if (!download.isPending) download.mutate(bookingsFilterQuery(params));
      }}
      className="w-full sm:w-auto"
    >
      {download.isPending ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />}
      Download CSV
    </Button>
  );
}
