import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { buttonClasses } from '#web/components/ui/button';
import { useIsAdmin } from '#web/lib/session-store';
import { usePageTitle } from '#web/lib/use-head-meta';
import { SettingsTabBar, useSettingsTab } from './components/settings-tab-bar';
import { SETTINGS_TABS } from './settings-tabs';

/**
 * Settings (admins only): the site's own content, one tab per kind (SETTINGS_TABS). Staff never
 * see the section in the sidebar; one who opens the address is told it is for admins, and the
 * server refuses their writes whatever the browser shows.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  const isAdmin = useIsAdmin();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          {isAdmin ? 'The content of the public site: edit it here and it shows on the next visit.' : 'Site settings.'}
        </p>
      </div>
      {isAdmin ? <SettingsTabs /> : <AdminsOnly />}
    </div>
  );
}

function SettingsTabs() {
  const { tab, selectTab } = useSettingsTab(SETTINGS_TABS);
  const { Panel } = tab;
  return (
    <>
      <SettingsTabBar tabs={SETTINGS_TABS} selected={tab.id} onSelect={selectTab} />
      <div
        role="tabpanel"
        id={`settings-panel-${tab.id}`}
        aria-labelledby={`settings-tab-${tab.id}`}
        // Focusable so that Tab from the tab bar lands in the panel (WAI-ARIA tabs pattern).
        tabIndex={-1}
        className="focus:outline-none"
      >
        <Panel />
      </div>
    </>
  );
}

function AdminsOnly() {
  return (
    <section
      aria-labelledby="settings-admins-only"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center"
    >
      <ShieldAlert className="size-10 text-brand-400" aria-hidden="true" />
      <h2 id="settings-admins-only" className="mt-3 text-lg font-semibold text-brand-950">
        Only admins can change the site’s settings
      </h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        Ask an admin if something on the public site needs changing.
      </p>
      <Link to={PAGES.adminDashboard.getHref()} className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
        Back to the dashboard
      </Link>
    </section>
  );
}
