import { AUDIT_KINDS } from '#shared/constants/audit';
import { ChoiceFilter } from '#web/components/admin-list/choice-filter';
import { DateRangeFilter } from '#web/components/admin-list/date-range-filter';
import { FilterField } from '#web/components/admin-list/filter-field';
import { SearchAndFilters } from '#web/components/admin-list/search-and-filters';
import type { SearchedListFiltersProps } from '#web/components/admin-list/use-searched-list';
import { AUDIT_KIND_FILTER_LABELS } from '../utils/audit-labels';
import { auditFilterCount, type AuditListParams } from '../utils/audit-list-params';
import { AuditPersonFilter } from './audit-person-filter';

const KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_FILTER_LABELS[kind] }));

/**
 * The log's search (a record's or a person's name), its person, kind and days, and "Clear
 * filters". On a phone the search stays in view and the rest folds into the Filters sheet, so
 * the changes come first.
 */
export function AuditFilters({ params, onChange, ...searchAndClear }: SearchedListFiltersProps<AuditListParams>) {
  return (
    <SearchAndFilters
      name="Audit log"
      search={{ id: 'audit-search', label: 'Search by record or person', placeholder: 'Search by record or person...' }}
      {...searchAndClear}
      sheetId="audit-filters"
      filterCount={auditFilterCount(params)}
      filtersClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      clearCellClassName="flex items-end sm:col-span-2 lg:col-span-1"
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
    </SearchAndFilters>
  );
}
