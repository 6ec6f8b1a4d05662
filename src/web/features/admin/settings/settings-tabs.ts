import type { ComponentType } from 'react';
import type { SiteSection } from '#shared/schemas/site-content';
import { BusinessDetailsTab } from './business-details/components/business-details-tab';
import { ContactDetailsForm } from './site-content/components/contact-details-form';
import { FiguresForm } from './site-content/components/figures-form';
import { LedgersTab } from './ledgers/components/ledgers-tab';
import { LegalPagesTab } from './legal-pages/components/legal-pages-tab';
import { PaymentSettingsTab } from './payments/components/payment-settings-tab';
import { PackagesForm } from './site-content/components/packages-form';
import { PrivacyRequestsTab } from './privacy-requests/components/privacy-requests-tab';
import { RecentEventsForm } from './site-content/components/recent-events-form';
import { siteSectionPanel } from './site-content/components/site-section-panel';
import { SocialLinksForm } from './site-content/components/social-links-form';
import { TeamForm } from './site-content/components/team-form';
import { TestimonialsForm } from './site-content/components/testimonials-form';

/** One tab of the settings screen: its name in the address (`?tab=`), its label and its panel. */
export interface SettingsTab {
  id: string;
  label: string;
  Panel: ComponentType;
  /** The site section it edits, if any: the tab bar marks it while it holds unsaved changes. */
  section?: SiteSection;
}

/** A labelled group of tabs: the bar shows each on a line of its own, the phone's menu as an optgroup. */
export interface SettingsTabGroup {
  id: string;
  label: string;
  tabs: readonly SettingsTab[];
}

/**
 * The public site's own content: one tab per section of `GET /api/site/admin`, in the order the
 * site shows them.
 */
const SITE_CONTENT_TABS: readonly SettingsTab[] = [
  {
    id: 'contact',
    label: 'Contact details',
    section: 'contact',
    Panel: siteSectionPanel('contact', 'the contact details', ContactDetailsForm),
  },
  {
    id: 'social',
    label: 'Social links',
    section: 'social',
    Panel: siteSectionPanel('social', 'the social links', SocialLinksForm),
  },
  {
    id: 'figures',
    label: 'Figures',
    section: 'figures',
    Panel: siteSectionPanel('figures', 'the figures', FiguresForm),
  },
  {
    id: 'testimonials',
    label: 'Testimonials',
    section: 'testimonials',
    Panel: siteSectionPanel('testimonials', 'the testimonials', TestimonialsForm),
  },
  {
    id: 'team',
    label: 'Team',
    section: 'team',
    Panel: siteSectionPanel('team', 'the team', TeamForm),
  },
  {
    id: 'events',
    label: 'Recent events',
    section: 'events',
    Panel: siteSectionPanel('events', 'the recent events', RecentEventsForm),
  },
  {
    id: 'packages',
    label: 'Packages',
    section: 'packages',
    Panel: siteSectionPanel('packages', 'the packages', PackagesForm),
  },
];

/** What the agency is as a business: the details quotes carry, how it is paid, its Tally ledgers, the legal pages, the privacy requests. */
const BUSINESS_AND_LEGAL_TABS: readonly SettingsTab[] = [
  { id: 'business', label: 'Business details', Panel: BusinessDetailsTab },
  { id: 'payments', label: 'Payments', Panel: PaymentSettingsTab },
  { id: 'ledgers', label: 'Tally ledgers', Panel: LedgersTab },
  { id: 'legal', label: 'Legal pages', Panel: LegalPagesTab },
  { id: 'privacy', label: 'Privacy requests', Panel: PrivacyRequestsTab },
];

/**
 * The settings screen's tabs in two groups, so that each group fits on one line of the bar at a
 * laptop's width (the sidebar open) instead of ten tabs wrapping where they happen to.
 */
export const SETTINGS_TAB_GROUPS: readonly SettingsTabGroup[] = [
  { id: 'content', label: 'Site content', tabs: SITE_CONTENT_TABS },
  { id: 'business', label: 'Business and legal', tabs: BUSINESS_AND_LEGAL_TABS },
];

/** Every tab, in the bar's order; the first opens by default. */
export const SETTINGS_TABS: readonly SettingsTab[] = SETTINGS_TAB_GROUPS.flatMap((group) => group.tabs);
