import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { SettingsTab } from '../settings-tabs';
import { hasSectionDraft, sectionDraftsSnapshot, subscribeSectionDrafts } from '../utils/section-drafts';

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

interface SettingsTabBarProps {
  tabs: readonly SettingsTab[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * The settings screen's tab bar (WAI-ARIA tabs, selection follows focus): arrow keys move along
 * it, Home and End jump to its ends, Tab leaves it for the panel. It scrolls sideways where the
 * tabs do not fit (a phone, a laptop with the sidebar open), always bringing the chosen tab into
 * view; a tab left with unsaved changes carries a dot (and says so to screen readers).
 */
export function SettingsTabBar({ tabs, selected, onSelect }: SettingsTabBarProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Re-renders when a section's draft comes or goes.
  useSyncExternalStore(subscribeSectionDrafts, sectionDraftsSnapshot, sectionDraftsSnapshot);

  // The chosen tab in view, including when the page opens on one far along (`?tab=packages`).
  const selectedIndex = tabs.findIndex((tab) => tab.id === selected);
  useEffect(() => {
    buttons.current[selectedIndex]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Settings"
      className="-mx-1 flex gap-x-1 overflow-x-auto border-b border-slate-200 px-1 lg:flex-wrap lg:overflow-visible"
    >
      {tabs.map(({ id, label, icon: Icon, section }, index) => {
        const active = id === selected;
        const unsaved = !active && section !== undefined && hasSectionDraft(section);
        return (
          <button
            key={id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`settings-tab-${id}`}
            aria-selected={active}
            aria-controls={`settings-panel-${id}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(id)}
            onKeyDown={onKeyDown}
            className={`-mb-px flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${
              active
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
            {unsaved && (
              <>
                <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
                <span className="sr-only"> (unsaved changes)</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
