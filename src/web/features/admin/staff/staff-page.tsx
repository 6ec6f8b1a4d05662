import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { SearchField } from '#web/components/ui/search-field';
import { useIsAdmin, useSession } from '#web/lib/session-store';
import { usePageTitle } from '#web/lib/use-head-meta';
import { listSpec, textKey } from '#web/lib/list-params';
import { useListParams } from '#web/lib/use-list-params';
import { useListSearch } from '#web/lib/use-list-search';
import { LIST_LIMIT_MAX } from '#shared/constants/lists';
import { editButtonId } from './components/staff-card';
import { StaffForm } from './components/staff-form';
import { StaffList } from './components/staff-list';

const ADD_BUTTON_ID = 'staff-add-button';

/** The search in the address (`?q=`); a team fits in one answer. */
const STAFF_LIST = listSpec({ pageSize: LIST_LIMIT_MAX, keys: { q: textKey() } });

type Editor = { kind: 'add' } | { kind: 'edit'; id: string } | null;

/**
 * Staff management (SPEC §2): the persisted team, searched by name or e-mail on the server. Only
 * admins see Add, Edit and Delete; one inline form is open at a time.
 */
export function StaffPage() {
  usePageTitle('Staff Management');
  const isAdmin = useIsAdmin();
  const currentUserId = useSession((state) => state.user?._id);
  // The search lives in the address like every list's (`?q=`), so Back and a reload keep it.
  const { params } = useListParams(STAFF_LIST);
  const { text: searchText, setText: setSearchText } = useListSearch();
  // `?add=1` (the dashboard's "Add Staff Member") opens the add form straight away.
  const [searchParams, setSearchParams] = useSearchParams();
  const [editor, setEditor] = useState<Editor>(() =>
    isAdmin && searchParams.get('add') === '1' ? { kind: 'add' } : null,
  );
  useEffect(() => {
    // Once opened, the parameter goes: a reload or Back should not reopen a form already closed.
    if (!searchParams.has('add')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('add');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
  // A closed form gives its place back to the button that opened it; focus returns there once
  // that button is drawn again, so keyboard users do not land at the top of the page.
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    if (editor !== null || !returnFocusTo.current) return;
    document.getElementById(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [editor]);
  const closeEditor = (focusId: string) => {
    returnFocusTo.current = focusId;
    setEditor(null);
  };
  const closeAdd = () => closeEditor(ADD_BUTTON_ID);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <AdminPageTitle title="Staff Management">
          {isAdmin
            ? 'Add team members, update their details and roles, and disable or enable their accounts.'
            : 'The people on the Starline team.'}
        </AdminPageTitle>
        {isAdmin && editor?.kind !== 'add' && (
          <Button id={ADD_BUTTON_ID} onClick={() => setEditor({ kind: 'add' })} className="self-start sm:self-auto">
            <UserPlus className="size-4" aria-hidden="true" />
            Add Staff
          </Button>
        )}
      </div>

      {isAdmin && editor?.kind === 'add' && <StaffForm onSaved={closeAdd} onCancel={closeAdd} />}

      <search aria-label="Staff members">
        <SearchField
          id="staff-search"
          label="Search staff members"
          placeholder="Search staff members..."
          value={searchText}
          onValueChange={setSearchText}
          className="max-w-md"
        />
      </search>

      <StaffList
        q={params.q}
        currentUserId={currentUserId}
        canManage={isAdmin}
        editingId={editor?.kind === 'edit' ? editor.id : undefined}
        onEdit={(member) => setEditor({ kind: 'edit', id: member._id })}
        onEditClosed={(member) => closeEditor(editButtonId(member._id))}
      />
    </div>
  );
}
