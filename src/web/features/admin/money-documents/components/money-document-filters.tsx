import { ChoiceFilter } from '#web/components/admin-list/choice-filter';
import { DateRangeFilter } from '#web/components/admin-list/date-range-filter';
import { SearchAndFilters } from '#web/components/admin-list/search-and-filters';
import type { SearchedListFiltersProps } from '#web/components/admin-list/use-searched-list';
import type { MoneyDocumentGroup } from '../utils/money-document-groups';
import { moneyDocumentFilterCount, type MoneyDocumentListParams } from '../utils/money-document-list-params';

type MoneyDocumentFiltersProps = SearchedListFiltersProps<MoneyDocumentListParams> & { group: MoneyDocumentGroup };

/**
 * The list's search (a number, a party, a booking), its kind and its days. On a phone the search
 * stays in view and the rest folds into the Filters sheet, so the documents come first.
 */
export function MoneyDocumentFilters({ group, params, onChange, ...searchAndClear }: MoneyDocumentFiltersProps) {
  const id = group.idPrefix;
  return (
    <SearchAndFilters
      name={group.title}
      search={{
        id: `${id}-search`,
        label: 'Search by number, party or booking',
        placeholder: 'Search by number, party or booking...',
      }}
      {...searchAndClear}
      sheetId={`${id}-filters`}
      filterCount={moneyDocumentFilterCount(params)}
      filtersClassName="grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end"
      clearCellClassName="flex items-end sm:col-span-3 lg:col-span-1"
    >
      <ChoiceFilter
        id={`${id}-kind-filter`}
        label="Kind"
        anyLabel="All"
        options={group.kindOptions}
        value={params.kind}
        onValueChange={(kind) => onChange({ kind })}
      />
      <DateRangeFilter
        idPrefix={id}
        labels={{ from: 'From', to: 'To' }}
        from={params.from}
        to={params.to}
        onRangeChange={onChange}
      />
    </SearchAndFilters>
  );
}
