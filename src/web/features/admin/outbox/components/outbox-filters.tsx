import { EMAIL_STATES } from '#shared/constants/mail';
import { ChoiceFilter } from '#web/components/admin-list/choice-filter';
import { SearchAndFilters } from '#web/components/admin-list/search-and-filters';
import type { SearchedListFiltersProps } from '#web/components/admin-list/use-searched-list';
import { EMAIL_STATE_LABELS } from '#web/lib/email-labels';
import { outboxFilterCount, type OutboxListParams } from '../utils/outbox-list-params';

const STATE_OPTIONS = EMAIL_STATES.map((state) => ({ value: state, label: EMAIL_STATE_LABELS[state] }));

/**
 * The outbox's search (a reference, a recipient, a subject) and its state filter. On a phone the
 * search stays in view and the state folds into the Filters sheet, so the e-mails come first.
 */
export function OutboxFilters({ params, onChange, ...searchAndClear }: SearchedListFiltersProps<OutboxListParams>) {
  return (
    <SearchAndFilters
      name="E-mails"
      search={{
        id: 'outbox-search',
        label: 'Search e-mails',
        placeholder: 'Reference, recipient or subject...',
        className: 'lg:flex-1',
      }}
      {...searchAndClear}
      sheetId="outbox-filters"
      filterCount={outboxFilterCount(params)}
      className="lg:flex lg:items-end"
      filtersClassName="grid gap-3 lg:flex lg:items-end"
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
    </SearchAndFilters>
  );
}
