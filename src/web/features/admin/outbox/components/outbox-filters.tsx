import { useRef } from 'react';
import { EMAIL_STATES } from '#shared/constants';
import { ChoiceFilter } from '#web/components/admin-list/choice-filter';
import { backToSearch, ClearFiltersButton } from '#web/components/admin-list/clear-filters-button';
import { FiltersSheet } from '#web/components/ui/filters-sheet';
import { SearchField } from '#web/components/ui/search-field';
import { EMAIL_STATE_LABELS } from '#web/lib/email-labels';
import { isOutboxFiltered, outboxFilterCount, type OutboxListParams } from '../utils/outbox-list-params';

const STATE_OPTIONS = EMAIL_STATES.map((state) => ({ value: state, label: EMAIL_STATE_LABELS[state] }));
const SHEET_ID = 'outbox-filters';

interface OutboxFiltersProps {
  params: OutboxListParams;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: search now rather than after the pause. */
  onSearchNow: () => void;
  onChange: (change: Partial<OutboxListParams>) => void;
  onClear: () => void;
}

/**
 * The outbox's search (a reference, a recipient, a subject) and its state filter. On a phone the
 * search stays in view and the state folds into the Filters sheet, so the e-mails come first.
 */
export function OutboxFilters({
  params,
  searchText,
  onSearchTextChange,
  onSearchNow,
  onChange,
  onClear,
}: OutboxFiltersProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const filtered = isOutboxFiltered(params) || searchText.trim() !== '';
  return (
    <search
      aria-label="E-mails"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5 lg:flex lg:items-end"
    >
      <SearchField
        ref={searchRef}
        id="outbox-search"
        label="Search e-mails"
        placeholder="Reference, recipient or subject..."
        value={searchText}
        onValueChange={onSearchTextChange}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearchNow();
        }}
        className="lg:flex-1"
      />
      <FiltersSheet
        id={SHEET_ID}
        count={outboxFilterCount(params)}
        inlineFrom="lg"
        className="grid gap-3 lg:flex lg:items-end"
      >
        <div className="lg:w-56">
          <ChoiceFilter
            id="outbox-state-filter"
            label="State"
            anyLabel="All"
            options={STATE_OPTIONS}
            value={params.state}
            onValueChange={(state) => onChange({ state })}
          />
        </div>
        {filtered && <ClearFiltersButton onClear={onClear} focusAfter={() => backToSearch(SHEET_ID, searchRef)} />}
      </FiltersSheet>
    </search>
  );
}
