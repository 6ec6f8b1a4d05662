import { useId, type ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import type { DashboardStat } from '#shared/schemas/dashboard';
import { type ChangeBasis, changeNote } from '../change-note';

const TREND_STYLE = {
  up: { icon: TrendingUp, className: 'text-green-700' },
  down: { icon: TrendingDown, className: 'text-red-700' },
  flat: { icon: Minus, className: 'text-slate-600' },
} as const;

interface DashboardCardProps {
  label: string;
  /** The figure, as shown. */
  value: ReactNode;
  icon: LucideIcon;
  /** Background and text classes of the icon tile. */
  tone: string;
  /** The lines under the figure. */
  children: ReactNode;
}

/** One figure of the dashboard: a labelled card with an icon tile, the figure and its notes. */
export function DashboardCard({ label, value, icon: Icon, tone, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium text-slate-600">
          {label}
        </h2>
        <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-brand-950">{value}</p>
      {children}
    </article>
  );
}

interface StatCardProps {
  label: string;
  stat: DashboardStat;
  /** What the figure is compared with: see ChangeBasis. */
  basis: ChangeBasis;
  icon: LucideIcon;
  tone: string;
}

/** A figure's change against last month, as a line with its trend's arrow and colour. */
export function ChangeLine({ stat, basis }: { stat: DashboardStat; basis: ChangeBasis }) {
  const note = changeNote(stat, basis);
  const Trend = TREND_STYLE[note.trend].icon;
  return (
    <p className={`mt-2 flex items-center gap-1.5 text-xs font-medium ${TREND_STYLE[note.trend].className}`}>
      <Trend className="size-4 shrink-0" aria-hidden="true" />
      {note.text}
    </p>
  );
}

/** One figure of the dashboard with its change against last month. */
export function StatCard({ label, stat, basis, icon, tone }: StatCardProps) {
  return (
    <DashboardCard label={label} value={stat.value.toLocaleString('en-IN')} icon={icon} tone={tone}>
      <ChangeLine stat={stat} basis={basis} />
    </DashboardCard>
  );
}
