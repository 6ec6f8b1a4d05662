import { Scale, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { LegalPagesTab } from './components/legal-pages-tab';
import { PrivacyRequestsTab } from './components/privacy-requests-tab';

/** One tab of the settings screen: its name in the address (`?tab=`), its label and its panel. */
export interface SettingsTab {
  id: string;
  label: string;
  icon: LucideIcon;
  Panel: ComponentType;
}

/**
 * The settings screen's tabs, in the bar's order; the first opens by default. Another kind of
 * content (contact details, figures, testimonials, team, events, packages) is one more entry.
 */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { id: 'legal', label: 'Legal pages', icon: Scale, Panel: LegalPagesTab },
  { id: 'privacy', label: 'Privacy requests', icon: ShieldCheck, Panel: PrivacyRequestsTab },
];
