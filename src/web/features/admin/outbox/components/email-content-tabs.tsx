import { useRef, useState, type KeyboardEvent } from 'react';
import type { Email } from '#shared/schemas/email';

const TABS = [
  { id: 'formatted', label: 'Formatted' },
  { id: 'text', label: 'Plain text' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabId = (id: TabId) => `email-tab-${id}`;
const panelId = (id: TabId) => `email-panel-${id}`;

/**
 * The e-mail's two parts as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them).
 * The HTML is drawn in an iframe sandboxed with no permissions at all: no scripts, no forms, no
 * navigation, and an origin of its own, so nothing in a message can reach the admin panel.
 */
export function EmailContentTabs({ email }: { email: Pick<Email, 'subject' | 'html' | 'text'> }) {
  const [selected, setSelected] = useState<TabId>('formatted');
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  const select = (id: TabId) => {
    setSelected(id);
    tabRefs.current[id]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next]!.id);
  };

  return (
    <section aria-label="Content" className="rounded-2xl border border-slate-200 bg-white shadow-sm shadow-brand-900/5">
      <div role="tablist" aria-label="E-mail content" className="flex gap-1 border-b border-slate-200 px-3 pt-2">
        {TABS.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
              className={`-mb-px min-h-11 rounded-t-lg border-b-2 px-4 text-sm font-semibold transition-colors ${
                active
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId('formatted')}
        aria-labelledby={tabId('formatted')}
        hidden={selected !== 'formatted'}
        className="p-2 sm:p-3"
      >
        <iframe
          sandbox=""
          srcDoc={email.html}
          title={`E-mail preview: ${email.subject}`}
          className="block h-[36rem] w-full rounded-xl border border-slate-100 bg-white"
        />
      </div>
      <div
        role="tabpanel"
        id={panelId('text')}
        aria-labelledby={tabId('text')}
        hidden={selected !== 'text'}
        tabIndex={0}
        className="p-4 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-6"
      >
        <pre className="font-mono text-sm break-words whitespace-pre-wrap text-slate-800">{email.text}</pre>
      </div>
    </section>
  );
}
