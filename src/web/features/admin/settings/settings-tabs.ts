import {
  Building2,
  CalendarDays,
  ChartColumn,
  Package,
  Phone,
  Quote,
  Scale,
  Share2,
  ShieldCheck,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { SiteSection } from '#shared/schemas/site-content';
import { BusinessDetailsTab } from './components/business-details-tab';
import { ContactDetailsForm } from './components/contact-details-form';
import { FiguresForm } from './components/figures-form';
import { LegalPagesTab } from './components/legal-pages-tab';
import { PackagesForm } from './components/packages-form';
import { PrivacyRequestsTab } from './components/privacy-requests-tab';
import { RecentEventsForm } from './components/recent-events-form';
import { siteSectionPanel } from './components/site-section-panel';
import { SocialLinksForm } from './components/social-links-form';
import { TeamForm } from './components/team-form';
import { TestimonialsForm } from './components/testimonials-form';

/** One tab of the settings screen: its name in the address (`?tab=`), its label and its panel. */
export interface SettingsTab {
  id: string;
  label: string;
  icon: LucideIcon;
  Panel: ComponentType;
  /** The site section it edits, if any: the tab bar marks it while it holds unsaved changes. */
  section?: SiteSection;
}

/**
 * The settings screen's tabs, in the bar's order; the first opens by default. The agency's own
 * content comes first (one tab per section of `GET /api/site/admin`), then the business details
 * (quotes), the legal pages and the privacy requests.
 */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  {
    id: 'contact',
    label: 'Contact details',
    icon: Phone,
    section: 'contact',
    Panel: siteSectionPanel('contact', 'the contact details', ContactDetailsForm),
  },
  {
    id: 'social',
    label: 'Social links',
    icon: Share2,
    section: 'social',
    Panel: siteSectionPanel('social', 'the social links', SocialLinksForm),
  },
  {
    id: 'figures',
    label: 'Figures',
    icon: ChartColumn,
    section: 'figures',
    Panel: siteSectionPanel('figures', 'the figures', FiguresForm),
  },
  {
    id: 'testimonials',
    label: 'Testimonials',
    icon: Quote,
    section: 'testimonials',
    Panel: siteSectionPanel('testimonials', 'the testimonials', TestimonialsForm),
  },
  {
    id: 'team',
    label: 'Team',
    icon: UsersRound,
    section: 'team',
    Panel: siteSectionPanel('team', 'the team', TeamForm),
  },
  {
    id: 'events',
    label: 'Recent events',
    icon: CalendarDays,
    section: 'events',
    Panel: siteSectionPanel('events', 'the recent events', RecentEventsForm),
  },
  {
    id: 'packages',
    label: 'Packages',
    icon: Package,
    section: 'packages',
    Panel: siteSectionPanel('packages', 'the packages', PackagesForm),
  },
  { id: 'business', label: 'Business details', icon: Building2, Panel: BusinessDetailsTab },
  { id: 'legal', label: 'Legal pages', icon: Scale, Panel: LegalPagesTab },
  { id: 'privacy', label: 'Privacy requests', icon: ShieldCheck, Panel: PrivacyRequestsTab },
];
