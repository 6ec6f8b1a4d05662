import { Plus, SearchX, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';

/** SPEC §2: no celebrities at all (with a way to add the first), or none matching the search. */
export function CelebritiesEmptyState({ searching }: { searching: boolean }) {
  if (searching) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <SearchX className="size-10 text-brand-400" aria-hidden="true" />
        <p className="mt-4 text-base font-medium text-slate-800">No celebrities found matching your search.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Sparkles className="size-10 text-brand-400" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold text-brand-950">No celebrities found</h2>
      <Link to="/admin/celebrities/add" className={buttonClasses({ className: 'mt-6' })}>
        <Plus className="size-4" aria-hidden="true" />
        Add Your First Celebrity
      </Link>
    </div>
  );
}
