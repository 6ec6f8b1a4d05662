import { FUNNEL_DAYS, type FunnelDays } from '#shared/constants/dashboard';
import type { Funnel } from '#shared/schemas/dashboard';
import { barPercent } from '../booking-notes';
import { funnelSteps, funnelSummary, percentText } from '../chart-notes';
import { ChartFrame } from './chart-frame';
import { indianDigits } from '#shared/indian-digits';

/** The funnel's bars, from the widest (inquiries) down, in the brand's shades. */
const SHADES = ['fill-brand-300', 'fill-brand-500', 'fill-brand-700', 'fill-green-700'];

/**
 * The funnel of the last 30 or 90 days (issue 41): inquiries, quoted, accepted, advance paid, each
 * a centred bar in SVG as wide as its share of the inquiries, with its count and the conversion
 * from the step before in words beside it; the switch asks the server for the other span.
 */
export function FunnelChart({
  funnel,
  onDaysChange,
  busy = false,
}: {
  funnel: Funnel;
  onDaysChange: (days: FunnelDays) => void;
  busy?: boolean;
}) {
  const steps = funnelSteps(funnel);
  return (
    <ChartFrame
      data-chart="funnel"
      title={`Funnel, last ${funnel.days} days`}
      controls={
        <div role="group" aria-label="Funnel span" className="inline-flex rounded-lg bg-slate-100 p-0.5">
          {FUNNEL_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={funnel.days === days}
              disabled={busy}
              onClick={() => onDaysChange(days)}
              className={`min-h-9 rounded-md px-3 text-sm font-medium ${
                funnel.days === days ? 'bg-white text-brand-950 shadow-sm' : 'text-slate-700 hover:text-brand-900'
              }`}
            >
              {days} days
            </button>
          ))}
        </div>
      }
      picture={
        <ol className="space-y-2.5">
          {steps.map((step, index) => {
            const width = barPercent(step.count, funnel.inquiries);
            return (
              <li key={step.label} className="grid grid-cols-[7.5rem_1fr] items-center gap-3 text-sm">
                <span className="leading-tight">
                  <span className="block font-medium text-slate-800">{step.label}</span>
                  <span className="block text-slate-600 tabular-nums">
                    <span className="font-semibold text-brand-950">{indianDigits(step.count)}</span>
                    {index > 0 && ` · ${percentText(step.percent)}`}
                  </span>
                </span>
                <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-7 w-full" focusable="false">
                  <rect x="0" y="0" width="100" height="10" rx="1" className="fill-slate-100" />
                  {width > 0 && (
                    <rect x={(100 - width) / 2} y="0" width={width} height="10" rx="1" className={SHADES[index]} />
                  )}
                </svg>
              </li>
            );
          })}
        </ol>
      }
      summary={`${funnelSummary(funnel)} Each percent is of the step before.`}
      table={{
        head: ['Step', 'Inquiries', 'Of the step before'],
        rows: steps.map((step, index) => ({
          key: step.label,
          cells: [step.label, indianDigits(step.count), index === 0 ? '' : percentText(step.percent)],
        })),
      }}
    />
  );
}
