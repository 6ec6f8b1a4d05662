import { useRef } from 'react';
import { AUDIT_KINDS } from '#shared/constants';
import { ChoiceFilter } from '#web/components/admin-list/choice-filter';
import { backToSearch, ClearFiltersButton } from '#web/components/admin-list/clear-filters-button';
import { DateRangeFilter } from '#web/components/admin-list/date-range-filter';
import { FilterField } from '#web/components/admin-list/filter-field';
import { FiltersSheet } from '#web/components/ui/filters-sheet';
import { SearchField } from '#web/components/ui/search-field';
import { AUDIT_KIND_FILTER_LABELS } from '../utils/audit-labels';
import { auditFilterCount, isAuditFiltered, type AuditListParams } from '../utils/audit-list-params';
import { AuditPersonFilter } from './audit-person-filter';

const KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_FILTER_LABELS[kind] }));
const SHEET_ID = 'audit-filters';

interface AuditFiltersProps {
  params: AuditListParams;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: search now rather than after the pause. */
  onSearchNow: () => void;
  onChange: (change: Partial<AuditListParams>) => void;
  onClear: () => void;
}

/**
 * The log's search (a record's or a person's name), its person, kind and days, and "Clear
 * filters". On a phone the search stays in view and the rest folds into the Filters sheet, so
 * the changes come first.
 */
export function AuditFilters({
  params,
  searchText,
  onSearchTextChange,
  onSearchNow,
  onChange,
  onClear,
}: AuditFiltersProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const filtered = isAuditFiltered(params) || searchText.trim() !== '';
  return (
    <search
      aria-label="Audit log"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5"
    >
      <SearchField
        ref={searchRef}
        id="audit-search"
        label="Search by record or person"
        placeholder="Search by record or person..."
        value={searchText}
        onValueChange={onSearchTextChange}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearchNow();
        }}
      />
      <FiltersSheet
        id={SHEET_ID}
        count={auditFilterCount(params)}
        inlineFrom="lg"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      >
        <FilterField label="Person" htmlFor="audit-actor-filter">
          <AuditPersonFilter
            id="audit-actor-filter"
            actor={params.actor}
            onActorChange={(actor) => onChange({ actor })}
          />
        </FilterField>
        <ChoiceFilter
          id="audit-kind-filter"
          label="Kind"
          anyLabel="All"
          options={KIND_OPTIONS}
          value={params.kind}
          onValueChange={(kind) => onChange({ kind })}
        />
        <DateRangeFilter
          idPrefix="audit"
          labels={{ from: 'From', to: 'To' }}
          from={params.from}
          to={params.to}
          onRangeChange={onChange}
        />
        <div className="flex items-end sm:col-span-2 lg:col-span-1">
          {filtered && <ClearFiltersButton onClear={onClear} focusAfter={() => backToSearch(SHEET_ID, searchRef)} />}
        </div>
      </FiltersSheet>
    </search>
  );
}
