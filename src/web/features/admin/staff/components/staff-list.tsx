import { SearchX, Users } from 'lucide-react';
import type { StaffMember } from '#shared/schemas/staff';
import { ListEmpty, ListLoadFailed, ListLoading } from '#web/components/ui/list-states';
import { useDeleteStaff } from '../api/delete-staff';
import { useSetStaffStatus } from '../api/set-staff-status';
import { useStaff } from '#web/lib/queries/staff';
import { StaffCard } from './staff-card';
import { StaffForm } from './staff-form';

interface StaffListProps {
  /** The applied search text ('' for none). */
  q: string;
  currentUserId: string | undefined;
  canManage: boolean;
  /** The member whose card shows the edit form instead. */
  editingId: string | undefined;
  onEdit: (member: StaffMember) => void;
  onEditClosed: (member: StaffMember) => void;
}

/** The team as cards (one of them possibly in edit mode), with loading, empty and failure states. */
export function StaffList({ q, currentUserId, canManage, editingId, onEdit, onEditClosed }: StaffListProps) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useStaff(q);
  const remove = useDeleteStaff();
  const setStatus = useSetStaffStatus();

  if (isError && !data) {
    return <ListLoadFailed message="The staff list could not be loaded." onRetry={() => void refetch()} />;
  }

  const members = data?.items ?? [];
  const total = data?.total ?? 0;
  return (
    <div>
      <div role="status" aria-live="polite" className="min-h-6">
        {isPending ? (
          <ListLoading label="Loading staff..." centered />
        ) : members.length === 0 ? (
          <ListEmpty icon={q ? SearchX : Users}>
            <p className="mt-4 text-base font-medium text-slate-800">
              {q ? 'No staff members found matching your search.' : 'No staff members yet.'}
            </p>
          </ListEmpty>
        ) : (
          <p className="text-sm text-slate-600">
            {members.length < total
              ? `Showing the first ${members.length} of ${total} staff members; search to narrow the list.`
              : `${total} ${total === 1 ? 'staff member' : 'staff members'}`}
          </p>
        )}
      </div>

      {members.length > 0 && (
        <ul
          aria-busy={isPlaceholderData}
          aria-label="Staff members"
          className={`mt-4 grid grid-cols-1 gap-5 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {members.map((member) => {
            const isSelf = member._id === currentUserId;
            return member._id === editingId && canManage ? (
              <li key={member._id} className="md:col-span-2 xl:col-span-3">
                <StaffForm
                  member={member}
                  isSelf={isSelf}
                  onSaved={() => onEditClosed(member)}
                  onCancel={() => onEditClosed(member)}
                />
              </li>
            ) : (
              <li key={member._id}>
                <StaffCard
                  member={member}
                  isSelf={isSelf}
                  canManage={canManage}
                  deleting={remove.isPending && remove.variables === member._id}
                  changingStatus={setStatus.isPending && setStatus.variables.id === member._id}
                  onEdit={() => onEdit(member)}
                  onDelete={() => remove.mutate(member._id)}
                  onDisable={() => setStatus.mutate({ id: member._id, action: 'disable' })}
                  onEnable={() => setStatus.mutate({ id: member._id, action: 'enable' })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
