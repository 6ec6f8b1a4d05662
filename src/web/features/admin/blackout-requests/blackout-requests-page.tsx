import { CalendarClock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BlackoutRequest } from '#shared/schemas/talent';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults } from '#web/components/admin-list/admin-list-results';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { Dialog } from '#web/components/ui/dialog';
import { Select } from '#web/components/ui/select';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useBlackoutRequests } from './api/blackout-requests';
import { useApproveBlackoutRequest } from './api/decide-blackout-request';
import { BlackoutRequestCard } from './components/blackout-request-card';
import { RejectRequestForm } from './components/reject-request-form';
import { readStateChoice, STATE_CHOICES } from './utils/request-words';

/**
 * Blackout requests (issue 39, staff): the days talent users asked to keep free. Approving puts a
 * blackout on the celebrity's calendar, unless the days were taken meanwhile (the refusal says by
 * what, on the card); rejecting tells the talent why. Pending ones first; `?state=` shows others.
 */
export function BlackoutRequestsPage() {
  usePageTitle('Blackout requests');
  const [search, setSearch] = useSearchParams();
  const choice = readStateChoice(search.get('state'));
  const query = useBlackoutRequests(choice === 'all' ? undefined : choice);
  const approve = useApproveBlackoutRequest();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [rejecting, setRejecting] = useState<BlackoutRequest>();
  const rejectOpener = useRef<HTMLElement | null>(null);

  const approveRequest = (request: BlackoutRequest) => {
    setRefusals(({ [request._id]: _, ...rest }) => rest);
    approve.mutate(request._id, {
      onError: (error) =>
        setRefusals((shown) => ({
          ...shown,
          [request._id]: error instanceof ApiError ? error.message : 'The request could not be approved.',
        })),
    });
  };

  return (
    <div className="space-y-6">
      <AdminPageTitle title="Blackout requests">
        Days the celebrities’ teams asked to keep free. Approving puts a blackout on the calendar.
      </AdminPageTitle>

      <div className="max-w-xs">
        <label htmlFor="blackout-request-state" className="block text-sm font-medium text-slate-800">
          Show
        </label>
        <Select
          id="blackout-request-state"
          className="mt-1.5"
          value={choice}
          onChange={(event) => {
            const next = new URLSearchParams(search);
            const value = readStateChoice(event.target.value);
            if (value === 'pending') next.delete('state');
            else next.set('state', value);
            setSearch(next);
          }}
        >
          {STATE_CHOICES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>

      <AdminListResults
        query={query}
        noun={['request', 'requests']}
        failedMessage="The blackout requests could not be loaded."
        loadingLabel="Loading blackout requests..."
        empty={() => (
          <AdminListEmpty
            filtered={choice !== 'pending'}
            icon={CalendarClock}
            filteredIcon={CalendarClock}
            title="No blackout requests waiting."
            filteredTitle="No blackout requests here."
            hint="A celebrity’s team asks for blackouts from their portal."
          />
        )}
        cardsLabel="Blackout requests"
        cardsClassName="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
        card={(request) => (
          <li key={request._id}>
            <BlackoutRequestCard
              request={request}
              approving={approve.isPending && approve.variables === request._id}
              refusal={refusals[request._id]}
              onApprove={() => approveRequest(request)}
              onReject={() => {
                rejectOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                setRejecting(request);
              }}
            />
          </li>
        )}
      />

      <Dialog
        open={rejecting !== undefined}
        onOpenChange={(open) => {
          if (!open) setRejecting(undefined);
        }}
        returnFocus={rejectOpener}
        title="Reject request"
        description={rejecting && `${rejecting.celebrity.name}: ${rejecting.reason}`}
      >
        {rejecting && (
          <RejectRequestForm
            request={rejecting}
            onRejected={() => setRejecting(undefined)}
            onCancel={() => setRejecting(undefined)}
          />
        )}
      </Dialog>
    </div>
  );
}
