import type { Inquiry } from '#shared/schemas/inquiry';
import { Select } from '#web/components/ui/select';
import { useStaff } from '#web/lib/queries/staff';
import { useAssignInquiry } from '../api/assign-inquiry';

/** Who handles the inquiry: any active member of the team, or nobody. Saved on change. */
export function InquiryAssigneeSelect({ inquiry }: { inquiry: Inquiry }) {
  const staff = useStaff('');
  const assign = useAssignInquiry();
  const shown = assign.isPending ? (assign.variables.assigneeId ?? '') : (inquiry.assignee?._id ?? '');
  const active = staff.data?.items.filter((member) => member.status === 'active') ?? [];
  const current = inquiry.assignee;
  return (
    <div className="grid gap-1.5">
      <label htmlFor="inquiry-assignee" className="text-sm font-medium text-slate-800">
        Assigned to
      </label>
      <Select
        id="inquiry-assignee"
        value={shown}
        aria-busy={assign.isPending || staff.isPending || undefined}
        onChange={(event) => assign.mutate({ id: inquiry._id, assigneeId: event.target.value || null })}
      >
        <option value="">Unassigned</option>
        {active.map((member) => (
          <option key={member._id} value={member._id}>
            {member.name}
          </option>
        ))}
        {/* Assigned before their account was disabled: still shown as the assignee. */}
        {current && !active.some((member) => member._id === current._id) && (
          <option value={current._id}>{current.name}</option>
        )}
      </Select>
    </div>
  );
}
