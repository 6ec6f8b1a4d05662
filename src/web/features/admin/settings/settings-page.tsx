import { AdminPageTitle } from '#web/components/layout/admin-page-title';
import { AdminOnly } from '#web/components/layout/admin-only';
import { useMayOpen } from '#web/lib/page-roles';
import { usePageTitle } from '#web/lib/use-head-meta';
import { SettingsTabBar } from './components/settings-tab-bar';
import { useSettingsTab } from './hooks/use-settings-tab';
import { SETTINGS_TAB_GROUPS, SETTINGS_TABS } from './settings-tabs';

/**
 * Settings (admins only): the site's own content, one tab per kind, in two groups (SETTINGS_TAB_GROUPS). Staff never
 * see the section in the sidebar; one who opens the address is told it is for admins, and the
 * server refuses their writes whatever the browser shows.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  const isAdmin = useMayOpen('adminSettings');
  return (
    <div className="space-y-6">
      <AdminPageTitle title="Settings">
        {isAdmin ? 'The content of the public site: edit it here and it shows on the next visit.' : 'Site settings.'}
      </AdminPageTitle>
      <AdminOnly
        page="adminSettings"
        id="settings-admins-only"
        title="Only admins can change the site’s settings"
        text="Ask an admin if something on the public site needs changing."
      >
        <SettingsTabs />
      </AdminOnly>
    </div>
  );
}

function SettingsTabs() {
  const { tab, selectTab } = useSettingsTab(SETTINGS_TABS);
  const { Panel } = tab;
  return (
    <>
      <SettingsTabBar groups={SETTINGS_TAB_GROUPS} selected={tab.id} onSelect={selectTab} />
      <div
        role="tabpanel"
        id={`settings-panel-${tab.id}`}
        aria-labelledby={`settings-tab-${tab.id}`}
        // Focusable so that Tab from the tab bar lands in the panel (WAI-ARIA tabs pattern). On a
        // narrow screen the tab that names it is hidden behind the Section menu, and still names it.
        tabIndex={-1}
        className="focus:outline-none"
      >
        <Panel />
      </div>
    </>
  );
}
