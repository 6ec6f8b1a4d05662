import { X } from 'lucide-react';
import { useRef } from 'react';
import { AUDIT_KINDS } from '#shared/constants';
import { Button } from '#web/components/ui/button';
import { SearchField } from '#web/components/ui/search-field';
import { Select } from '#web/components/ui/select';
import { TextInput } from '#web/components/ui/text-input';
import { AUDIT_KIND_FILTER_LABELS } from '../utils/audit-labels';
import { isAuditFiltered, type AuditListParams } from '../utils/audit-list-params';
import { AuditPersonFilter } from './audit-person-filter';
import { FilterField } from './filter-field';

interface AuditFiltersProps {
  params: AuditListParams;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter in the search box: search now rather than after the pause. */
  onSearchNow: () => void;
  onChange: (change: Partial<AuditListParams>) => void;
  onClear: () => void;
}

/** The log's search (a record's or a person's name), its person, kind and days, and "Clear filters". */
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
      className="block space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-brand-900/5"
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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <FilterField label="Person" htmlFor="audit-actor-filter">
          <AuditPersonFilter
            id="audit-actor-filter"
            actor={params.actor}
            onActorChange={(actor) => onChange({ actor })}
          />
        </FilterField>
        <FilterField label="Kind" htmlFor="audit-kind-filter">
          <Select
            id="audit-kind-filter"
            value={params.kind ?? ''}
            onChange={(event) => onChange({ kind: AUDIT_KINDS.find((kind) => kind === event.target.value) })}
          >
            <option value="">All</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_KIND_FILTER_LABELS[kind]}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField label="From" htmlFor="audit-from">
          <TextInput
            id="audit-from"
            type="date"
            value={params.from ?? ''}
            max={params.to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </FilterField>
        <FilterField label="To" htmlFor="audit-to">
          <TextInput
            id="audit-to"
            type="date"
            value={params.to ?? ''}
            min={params.from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </FilterField>
        <div className="flex items-end sm:col-span-2 lg:col-span-1">
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                onClear();
                // The button goes with the filters; the search box is where a new look starts.
                searchRef.current?.focus();
              }}
            >
              <X className="size-4" aria-hidden="true" />
              Clear filters
            </Button>
          )}
        </div>
      </div>
    </search>
  );
}
