import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { buttonClasses } from '#web/components/ui/button';
import { SearchField } from '#web/components/ui/search-field';
import { Select } from '#web/components/ui/select';
import { usePageTitle } from '#web/lib/use-head-meta';
import { AdminCelebrityList } from './components/admin-celebrity-list';
import { FeaturedPanel } from './components/featured-panel';
import { useCelebritySearch } from './hooks/use-celebrity-search';
import { useCelebrityStatusFilter } from './hooks/use-celebrity-status-filter';

const HEADING_ID = 'admin-celebrities-heading';

/**
 * Admin celebrity list (SPEC §2): search by name or category, cards with Edit, View, Delete;
 * drafts and published ones (filterable), Publish and Unpublish, and the "Featured on Home" panel.
 */
export function AdminCelebritiesPage() {
  usePageTitle('Celebrities');
  const { text, setText, applied } = useCelebritySearch();
  const { status, setStatus } = useCelebrityStatusFilter();
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
      <FeaturedPanel />
      {/* The list's search (SPEC §2): name or category, any letter case; and its status filter. */}
      <search className="flex w-full flex-col gap-3 sm:flex-row sm:items-end">
        <div className="w-full sm:max-w-md">
          <SearchField
            id="admin-celebrity-search"
            label="Search celebrities"
            placeholder="Search celebrities..."
            value={text}
            onValueChange={setText}
          />
        </div>
        <div className="w-full sm:w-48">
          <label htmlFor="admin-celebrity-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <Select
            id="admin-celebrity-status"
            className="mt-1.5"
            value={status}
            onChange={(event) => setStatus(event.target.value as typeof status)}
          >
            <option value="all">All</option>
            <option value="draft">Drafts</option>
            <option value="published">Published</option>
          </Select>
        </div>
      </search>
      <AdminCelebrityList q={applied} status={status} onDeleted={() => document.getElementById(HEADING_ID)?.focus()} />
    </div>
  );
}
