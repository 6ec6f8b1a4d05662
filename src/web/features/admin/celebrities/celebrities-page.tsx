import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { buttonClasses } from '#web/components/ui/button';
import { SearchField } from '#web/components/ui/search-field';
import { usePageTitle } from '#web/lib/use-head-meta';
import { AdminCelebrityList } from './components/admin-celebrity-list';
import { useCelebritySearch } from './hooks/use-celebrity-search';

const HEADING_ID = 'admin-celebrities-heading';

/** Admin celebrity list (SPEC §2): search by name or category, cards with Edit, View, Delete. */
export function AdminCelebritiesPage() {
  usePageTitle('Celebrities');
  const { text, setText, applied } = useCelebritySearch();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1
          id={HEADING_ID}
          // Focus lands here after a delete: the deleted card (and its button) is gone.
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-brand-950 focus:outline-none sm:text-3xl"
        >
          Celebrities
        </h1>
        <Link to={PAGES.adminCelebrityAdd.getHref()} className={buttonClasses()}>
          <Plus className="size-4" aria-hidden="true" />
          Add Celebrity
        </Link>
      </div>
      {/* The list's search (SPEC §2): name or category, any letter case. */}
      <search className="block w-full sm:max-w-md">
        <SearchField
          id="admin-celebrity-search"
          label="Search celebrities"
          placeholder="Search celebrities..."
          value={text}
          onValueChange={setText}
        />
      </search>
      <AdminCelebrityList q={applied} onDeleted={() => document.getElementById(HEADING_ID)?.focus()} />
    </div>
  );
}
