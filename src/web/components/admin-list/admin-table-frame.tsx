import type { ReactNode } from 'react';

interface AdminTableFrameProps {
  /** Another page or filter is loading: the rows dim until it comes. */
  busy: boolean;
  children: ReactNode;
}

/** The scrolling card an admin list's table sits in, on wide screens. */
export function AdminTableFrame({ busy, children }: AdminTableFrameProps) {
  return (
    <div
      // relative: the cells' visually hidden labels are positioned; without a positioned
      // ancestor they would escape this scroller and widen the whole page.
      className={`relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm shadow-brand-900/5 transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {children}
    </div>
  );
}
