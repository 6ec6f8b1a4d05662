import { Search } from 'lucide-react';
import { TextInput } from '#web/components/ui/text-input';

interface CelebritySearchBoxProps {
  value: string;
  onChange: (text: string) => void;
}

/** The list's search (SPEC §2): name or category, any letter case. */
export function CelebritySearchBox({ value, onChange }: CelebritySearchBoxProps) {
  return (
    <search className="block w-full sm:max-w-md">
      <label htmlFor="admin-celebrity-search" className="sr-only">
        Search celebrities
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <TextInput
          id="admin-celebrity-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search celebrities..."
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className="pl-10"
        />
      </div>
    </search>
  );
}
