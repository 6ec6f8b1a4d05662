import {
  INQUIRY_STATUSES,
  type InquiryClockFilter,
  type InquiryKind,
  type InquirySort,
  QUOTE_FILTERS,
  type QuoteFilter,
} from '#shared/constants/inquiries';
import type { SortDirection } from '#shared/constants/lists';
import { ChoiceFilter } from '#web/components/admin-list/choice-filter';
import { DateRangeFilter } from '#web/components/admin-list/date-range-filter';
import { FilterField } from '#web/components/admin-list/filter-field';
import { Select } from '#web/components/ui/select';
import { useStaff } from '#web/lib/queries/staff';
import { QUOTE_STATE_LABELS } from '#web/lib/quote-labels';
import { effectiveOrder, type InquiryListParams } from '../utils/inquiry-list-params';

interface InquiryDeskFiltersProps {
  params: InquiryListParams;
  onChange: (change: Partial<InquiryListParams>) => void;
}

const STATUS_OPTIONS = INQUIRY_STATUSES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/** An inquiry's current quote: none yet, or the state of the one there is. */
const quoteFilterLabel = (value: QuoteFilter) => (value === 'none' ? 'No quote' : QUOTE_STATE_LABELS[value]);
const QUOTE_OPTIONS = QUOTE_FILTERS.map((value) => ({ value, label: quoteFilterLabel(value) }));

const CLOCK_OPTIONS: { value: InquiryClockFilter; label: string }[] = [
  { value: 'at-risk', label: 'Overdue or due soon' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'due-soon', label: 'Due soon' },
];

const KIND_OPTIONS: { value: InquiryKind; label: string }[] = [
  { value: 'booking', label: 'Bookings' },
  { value: 'general', label: 'General' },
];

const SORT_OPTIONS: { sort: InquirySort; order: SortDirection; label: string }[] = [
  { sort: 'received', order: 'desc', label: 'Newest first' },
  { sort: 'received', order: 'asc', label: 'Oldest first' },
  { sort: 'reply-by', order: 'asc', label: 'Reply by, soonest first' },
  { sort: 'reply-by', order: 'desc', label: 'Reply by, latest first' },
  { sort: 'event-date', order: 'asc', label: 'Event date, soonest first' },
  { sort: 'event-date', order: 'desc', label: 'Event date, latest first' },
];

/** The view's parameters picked from a fixed list of values. */
type ChoiceParam = 'status' | 'quote' | 'kind' | 'clock';

/** A choice filter's words and values, and the view's parameter it sets. */
interface ChoiceSpec<K extends ChoiceParam> {
  param: K;
  id: string;
  label: string;
  anyLabel: string;
  options: readonly { value: NonNullable<InquiryListParams[K]>; label: string }[];
}

/** A choice filter of the view's `param`, its id `inquiry-<param>-filter`. */
function choice<K extends ChoiceParam>(
  param: K,
  label: string,
  anyLabel: string,
  options: ChoiceSpec<K>['options'],
): ChoiceSpec<K> {
  return { param, id: `inquiry-${param}-filter`, label, anyLabel, options };
}
const STATUS_CHOICE = choice('status', 'Status', 'All', STATUS_OPTIONS);
const QUOTE_CHOICE = choice('quote', 'Quote', 'All quotes', QUOTE_OPTIONS);
const KIND_CHOICE = choice('kind', 'Type', 'All types', KIND_OPTIONS);
const CLOCK_CHOICE = choice('clock', 'Reply clock', 'Any', CLOCK_OPTIONS);

/** One choice filter of the view: its parameter's value, and a change of it. */
function ParamChoiceFilter<K extends ChoiceParam>({
  spec: { param, ...words },
  params,
  onChange,
}: InquiryDeskFiltersProps & { spec: ChoiceSpec<K> }) {
  return (
    <ChoiceFilter
      {...words}
      value={params[param] as NonNullable<InquiryListParams[K]> | undefined}
      onValueChange={(value) => onChange({ [param]: value })}
    />
  );
}

/**
 * The list's filters, each under the same small label: status, current quote, type, who handles
 * it ("Assigned to me"), its clock, its event dates, and the order (also set by the table's
 * headers on a wide screen). Side by side, laid out by the filter bar they sit in.
 */
export function InquiryDeskFilters({ params, onChange }: InquiryDeskFiltersProps) {
  const staff = useStaff('');
  const order = effectiveOrder(params);
  return (
    <>
      <ParamChoiceFilter spec={STATUS_CHOICE} params={params} onChange={onChange} />
      <ParamChoiceFilter spec={QUOTE_CHOICE} params={params} onChange={onChange} />
      <ParamChoiceFilter spec={KIND_CHOICE} params={params} onChange={onChange} />
      <FilterField label="Assigned to" htmlFor="inquiry-assignee-filter">
        <Select
          id="inquiry-assignee-filter"
          value={params.assignee ?? ''}
          onChange={(event) => onChange({ assignee: event.target.value || undefined })}
        >
          <option value="">Anyone</option>
          <option value="me">Assigned to me</option>
          <option value="none">Unassigned</option>
          {staff.data?.items.map((member) => (
            <option key={member._id} value={member._id}>
              {member.name}
            </option>
          ))}
          {/* A filter on someone not (or no longer) listed keeps its choice visible. */}
          {params.assignee &&
            params.assignee !== 'me' &&
            params.assignee !== 'none' &&
            !staff.data?.items.some((member) => member._id === params.assignee) && (
              <option value={params.assignee}>{staff.isPending ? 'Loading...' : 'Someone no longer listed'}</option>
            )}
        </Select>
      </FilterField>
      <ParamChoiceFilter spec={CLOCK_CHOICE} params={params} onChange={onChange} />
      <DateRangeFilter
        idPrefix="inquiry-event"
        labels={{ from: 'Event from', to: 'Event to' }}
        from={params.eventFrom}
        to={params.eventTo}
        onRangeChange={({ from, to }) => onChange({ eventFrom: from, eventTo: to })}
      />
      <FilterField label="Sort" htmlFor="inquiry-sort">
        <Select
          id="inquiry-sort"
          value={`${params.sort}:${order}`}
          onChange={(event) => {
            const chosen = SORT_OPTIONS.find((option) => `${option.sort}:${option.order}` === event.target.value);
            if (chosen) onChange({ sort: chosen.sort, order: chosen.order });
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={`${option.sort}:${option.order}`} value={`${option.sort}:${option.order}`}>
              {option.label}
            </option>
          ))}
        </Select>
      </FilterField>
    </>
  );
}
