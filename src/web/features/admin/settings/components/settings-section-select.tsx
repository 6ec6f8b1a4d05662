import { Select } from '#web/components/ui/select';
import { useUnsavedTab } from '../hooks/use-unsaved-tab';
import type { SettingsTabGroup } from '../settings-tabs';

interface SettingsSectionSelectProps {
  groups: readonly SettingsTabGroup[];
  selected: string;
  onSelect: (id: string) => void;
  className?: string;
}

/**
 * The settings tabs on a narrow screen: one native menu, grouped as the strip is, that always
 * shows where the admin is (rather than a strip of tabs cut off at the screen's edge). A native
 * select opens the phone's own picker; a section left with unsaved changes says so in its name.
 */
export function SettingsSectionSelect({ groups, selected, onSelect, className = '' }: SettingsSectionSelectProps) {
  const isUnsaved = useUnsavedTab(selected);
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <label htmlFor="settings-section" className="shrink-0 text-sm font-medium text-slate-800">
        Section
      </label>
      <Select
        id="settings-section"
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
        aria-controls={`settings-panel-${selected}`}
        className="min-w-0 flex-1"
      >
        {groups.map((group) => (
          <optgroup key={group.id} label={group.label}>
            {group.tabs.map((tab) => (
              <option key={tab.id} value={tab.id}>
                {isUnsaved(tab) ? `${tab.label} (unsaved changes)` : tab.label}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </div>
  );
}
