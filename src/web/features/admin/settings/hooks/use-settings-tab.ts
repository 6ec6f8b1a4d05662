import { useSearchParams } from 'react-router';
import type { SettingsTab } from '../settings-tabs';

/** The tab in the address (`?tab=`), the first one when it names none of them; and a way to choose another. */
export function useSettingsTab(tabs: readonly SettingsTab[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate.id === requested) ?? tabs[0];
  if (!tab) throw new Error('The settings screen has no tabs');
  const selectTab = (id: string) => {
    // A tab is a view of one screen: it replaces the history entry rather than adding one.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams();
        // Each tab keeps its own parameters to itself: only the tab's name carries over.
        if (current.get('tab') === id) return current;
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  };
  return { tab, selectTab };
}
