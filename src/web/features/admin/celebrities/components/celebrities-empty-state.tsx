import { Plus, SearchX, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { buttonClasses } from '#web/components/ui/button';
import { ListEmpty } from '#web/components/ui/list-states';

/** SPEC §2: no celebrities at all (with a way to add the first), or none matching the search. */
export function CelebritiesEmptyState({ searching }: { searching: boolean }) {
  if (searching) {
    return (
      <ListEmpty icon={SearchX} className="bg-white">
        <p className="mt-4 text-base font-medium text-slate-800">No celebrities found matching your search.</p>
      </ListEmpty>
    );
  }
  return (
    <ListEmpty icon={Sparkles} className="bg-white">
      <h2 className="mt-4 text-xl font-bold text-brand-950">No celebrities found</h2>
      <Link to={PAGES.adminCelebrityAdd.getHref()} className={buttonClasses({ className: 'mt-6' })}>
        <Plus className="size-4" aria-hidden="true" />
        Add Your First Celebrity
      </Link>
    </ListEmpty>
  );
}
