import { Contact, SearchX, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { LIST_LIMIT_MAX } from '#shared/constants/lists';
import type { TalentUser } from '#shared/schemas/talent';
import { AdminListEmpty } from '#web/components/admin-list/admin-list-empty';
import { AdminListResults } from '#web/components/admin-list/admin-list-results';
import { AdminOnly } from '#web/components/layout/admin-only';
import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { SearchField } from '#web/components/ui/search-field';
import { listSpec, textKey } from '#web/lib/list-params';
import { notify } from '#web/lib/notify';
import { usePageTitle } from '#web/lib/use-head-meta';
import { useListParams } from '#web/lib/use-list-params';
import { useListSearch } from '#web/lib/use-list-search';
import { useInviteTalent } from './api/invite-talent';
import { useTalentUsers } from './api/talent-users';
import { EditTalentForm } from './components/edit-talent-form';
import { InviteTalentForm, invitationToast } from './components/invite-talent-form';
import { TalentCard } from './components/talent-card';

/** The search in the address (`?q=`); the talent accounts fit in one answer. */
const TALENT_LIST = listSpec({ pageSize: LIST_LIMIT_MAX, keys: { q: textKey() } });

/**
 * Talent (issue 39, admins): the celebrities and managers invited to the portal, with their
 * celebrities, fee sharing and standing; "Invite" sends a new one the e-mail whose link sets
 * their password, and Edit changes the celebrities, the fee sharing and the account's status.
 */
export function TalentPage() {
  usePageTitle('Talent');
  return (
    <div className="space-y-6">
      <AdminOnly
        page="adminTalent"
        id="talent-admins-only"
        title="Only admins manage talent users"
        text="Ask an admin to invite a celebrity or their manager to the portal."
      >
        <TalentScreen />
      </AdminOnly>
    </div>
  );
}

function TalentScreen() {
  const { params } = useListParams(TALENT_LIST);
  const { text: searchText, setText: setSearchText } = useListSearch();
  const query = useTalentUsers(params.q);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TalentUser>();
  const editOpener = useRef<HTMLElement | null>(null);
  const invite = useInviteTalent();

  const resend = (user: TalentUser) =>
    invite.mutate(
      {
        email: user.email,
        name: user.name,
        celebrityIds: user.celebrities.map((celebrity) => celebrity._id),
        shareFees: user.shareFees,
      },
      { onSuccess: (result) => notify.success(invitationToast(result)) },
    );

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <AdminPageTitle title="Talent">
          Celebrities and their managers who see their bookings, calendar and, if you share fees, their earnings in the
          portal.
        </AdminPageTitle>
        <Dialog
          open={inviting}
          onOpenChange={setInviting}
          title="Invite"
          description="They get an e-mail with a link to choose their password, then sign in on the same page as staff."
          trigger={
            <Button className="self-start sm:self-auto">
              <UserPlus className="size-4" aria-hidden="true" />
              Invite
            </Button>
          }
        >
          <InviteTalentForm onInvited={() => setInviting(false)} onCancel={() => setInviting(false)} />
        </Dialog>
      </div>

      <search aria-label="Talent users">
        <SearchField
          id="talent-search"
          label="Search talent users"
          placeholder="Search by name or e-mail..."
          value={searchText}
          onValueChange={setSearchText}
          className="max-w-md"
        />
      </search>

      <AdminListResults
        query={query}
        noun={['talent user', 'talent users']}
        failedMessage="The talent users could not be loaded."
        loadingLabel="Loading talent users..."
        empty={() => (
          <AdminListEmpty
            filtered={params.q !== ''}
            icon={Contact}
            filteredIcon={SearchX}
            title="No talent users yet."
            filteredTitle="No talent users found matching your search."
            hint="Invite a celebrity or their manager to show them their bookings."
          />
        )}
        cardsLabel="Talent users"
        cardsClassName="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3"
        card={(user) => (
          <li key={user._id}>
            <TalentCard
              talentUser={user}
              resending={invite.isPending && invite.variables.email === user.email}
              onEdit={() => {
                editOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                setEditing(user);
              }}
              onResend={() => resend(user)}
            />
          </li>
        )}
      />

      <Dialog
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        returnFocus={editOpener}
        title={editing ? `Edit ${editing.name}` : 'Edit'}
        description={editing?.email}
      >
        {editing && (
          <EditTalentForm
            talentUser={editing}
            onSaved={() => setEditing(undefined)}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </Dialog>
    </>
  );
}
