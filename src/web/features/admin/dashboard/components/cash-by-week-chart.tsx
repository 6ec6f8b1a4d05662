import { formatDate } from '#shared/format';
import type { CashWeek } from '#shared/schemas/dashboard';
import { cashSummary, stackHeights, weekLabel } from '../chart-notes';
import { formatRupeeFigure } from '../money-figure';
import { ChartFrame } from './chart-frame';
import { indianDigits } from '#shared/indian-digits';

/** The drawing's height in its own units; each week is 10 wide, its bar 6 of them. */
const HEIGHT = 60;

/**
 * Cash by week for the next 8 weeks (issue 41): for the bookings whose balance falls due in each
 * week, what they have paid (green, below) and what is still due (amber, above), stacked in SVG
 * to the largest week, with the weeks named under the bars.
 */
export function CashByWeekChart({ weeks }: { weeks: CashWeek[] }) {
  const largest = Math.max(0, ...weeks.map((week) => week.collectedPaise + week.duePaise));
  return (
    <ChartFrame
      data-chart="cash-by-week"
      title="Cash by week: collected and due"
      picture={
        <>
          <p className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-green-600" /> Collected
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-amber-400" /> Still due
            </span>
            {largest > 0 && <span className="ml-auto tabular-nums">Top: {formatRupeeFigure(largest)}</span>}
          </p>
          <svg
            viewBox={`0 0 ${weeks.length * 10} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-36 w-full"
            focusable="false"
          >
            <line
              x1="0"
              y1={HEIGHT - 0.25}
              x2={weeks.length * 10}
              y2={HEIGHT - 0.25}
              className="stroke-slate-300"
              strokeWidth="0.5"
            />
            {weeks.map((week, index) => {
              const { collected, due } = stackHeights(week, largest, HEIGHT - 1);
              return (
                <g key={week.weekStart}>
                  {collected > 0 && (
                    <rect
                      x={index * 10 + 2}
                      y={HEIGHT - collected}
                      width="6"
                      height={collected}
                      className="fill-green-600"
                    />
                  )}
                  {due > 0 && (
                    <rect
                      x={index * 10 + 2}
                      y={HEIGHT - collected - due}
                      width="6"
                      height={due}
                      className="fill-amber-400"
                    />
                  )}
                </g>
              );
            })}
          </svg>
          <ol
            className="mt-1 grid text-center text-[11px] leading-tight text-slate-600"
            style={{ gridTemplateColumns: `repeat(${weeks.length}, minmax(0, 1fr))` }}
          >
            {weeks.map((week) => {
              // The day over the month, so eight weeks fit under the bars at 375 px.
              const [day, month] = weekLabel(week.weekStart).split(' ');
              return (
                <li key={week.weekStart}>
                  <span className="block">{day}</span>
                  <span className="block">{month}</span>
                </li>
              );
            })}
          </ol>
        </>
      }
      summary={`${cashSummary(weeks)} Weeks from Monday, by the day each booking’s balance is due.`}
      table={{
        head: ['Week from', 'Bookings', 'Collected', 'Still due'],
        rows: weeks.map((week) => ({
          key: week.weekStart,
          cells: [
            formatDate(week.weekStart),
            indianDigits(week.bookings),
            formatRupeeFigure(week.collectedPaise),
            formatRupeeFigure(week.duePaise),
          ],
        })),
      }}
    />
  );
}
