import { useId, type ReactNode } from 'react';
import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import type { DashboardStat } from '#shared/schemas/dashboard';
import { type BetterWhen, type ChangeBasis, type ChangeTone, changeNote, changeTone } from '../change-note';

const TREND_ICON = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/** The colour of a change's meaning (changeTone): green good news, red bad news. */
const TONE_CLASS: Record<ChangeTone, string> = {
  good: 'text-green-700',
  bad: 'text-red-700',
  neutral: 'text-slate-600',
};

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

/**
 * A figure's change against last month, as a line with its trend's arrow, coloured by what the
 * move means (`better`: the way the figure should go).
 */
export function ChangeLine({ stat, basis, better }: { stat: DashboardStat; basis: ChangeBasis; better: BetterWhen }) {
  const note = changeNote(stat, basis);
  const Trend = TREND_ICON[note.trend];
  return (
    <p
      data-tone={changeTone(note.trend, better)}
      className={`mt-2 flex items-center gap-1.5 text-xs font-medium ${TONE_CLASS[changeTone(note.trend, better)]}`}
    >
      <Trend className="size-4 shrink-0" aria-hidden="true" />
      {note.text}
    </p>
  );
}
