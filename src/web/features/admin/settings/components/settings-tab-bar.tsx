import type { SettingsTabGroup } from '../settings-tabs';
import { SettingsSectionSelect } from './settings-section-select';
import { SettingsTabStrip } from './settings-tab-strip';

interface SettingsTabBarProps {
  groups: readonly SettingsTabGroup[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * How the settings screen offers its tabs, by the room the page has (a container query, so a
 * collapsed sidebar counts): where both groups' lines fit, the labelled tab strip; where they do
 * not (a phone, a narrow window), one "Section" menu that names the open tab. Both choose the
 * same `?tab=`, so the address and the panel are the same whichever shows.
 */
export function SettingsTabBar({ groups, selected, onSelect }: SettingsTabBarProps) {
  return (
    <div className="@container">
      <SettingsSectionSelect groups={groups} selected={selected} onSelect={onSelect} className="@4xl:hidden" />
      <SettingsTabStrip groups={groups} selected={selected} onSelect={onSelect} className="hidden @4xl:grid" />
    </div>
  );
}
