import type { ReactNode } from 'react';

/** The wide screen's sidebar column, less its width (a 16rem column or a 3rem icon rail). */
export const ADMIN_SIDEBAR_CLASSES =
  'sticky top-0 h-dvh shrink-0 overflow-hidden transition-[width] duration-200 ease-out motion-reduce:transition-none';

/**
 * The admin panel's frame: the skip link, the sidebar, the header and the screen in `main`. The
 * admin layout fills it, and so does the shell the server draws before the app starts (decision
 * 0052), so the two lay the page out alike.
 */
export function AdminFrame({
  sidebar,
  header,
  children,
}: {
  sidebar: ReactNode;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {sidebar}
      <div className="flex min-w-0 flex-1 flex-col">
        {header}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
