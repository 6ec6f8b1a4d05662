import { Fragment, useRef, type KeyboardEvent } from 'react';
import { useUnsavedTab } from '../hooks/use-unsaved-tab';
import type { SettingsTabGroup } from '../settings-tabs';

interface SettingsTabStripProps {
  groups: readonly SettingsTabGroup[];
  selected: string;
  onSelect: (id: string) => void;
  className?: string;
}

/**
 * The settings tabs where there is room: each group a tab list on a line of its own, named by
 * the small label before it (WAI-ARIA tabs, selection follows focus). The arrow keys move through
 * every tab, from one group into the other; Home and End jump to the first and the last; only
 * the open tab is a Tab stop, and Tab goes on into the panel. A tab left with unsaved changes
 * carries a dot (and says so to screen readers).
 */
export function SettingsTabStrip({ groups, selected, onSelect, className = '' }: SettingsTabStripProps) {
  const tabs = groups.flatMap((group) => group.tabs);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const isUnsaved = useUnsavedTab(selected);

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
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div
      className={`grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1 border-b border-slate-200 pb-2 ${className}`}
    >
      {groups.map((group) => (
        <Fragment key={group.id}>
          <span
            id={`settings-group-${group.id}`}
            className="text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
          >
            {group.label}
          </span>
          <div role="tablist" aria-labelledby={`settings-group-${group.id}`} className="flex flex-wrap gap-1">
            {group.tabs.map((tab) => {
              const active = tab.id === selected;
              return (
                <button
                  key={tab.id}
                  ref={(element) => {
                    if (element) buttons.current.set(tab.id, element);
                    else buttons.current.delete(tab.id);
                  }}
                  type="button"
                  role="tab"
                  id={`settings-tab-${tab.id}`}
                  aria-selected={active}
                  aria-controls={`settings-panel-${tab.id}`}
                  tabIndex={active ? 0 : -1}
                  onClick={() => onSelect(tab.id)}
                  onKeyDown={onKeyDown}
                  className={`flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                    active ? 'bg-brand-100 text-brand-900' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  {tab.label}
                  {isUnsaved(tab) && (
                    <>
                      <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
                      <span className="sr-only"> (unsaved changes)</span>
                    </>
                  )}
                </button>
              );
            })}
          </div>
        </Fragment>
      ))}
    </div>
  );
}
