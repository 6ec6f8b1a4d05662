import { useId, type ReactNode } from 'react';

/**
 * A chart's card: its heading, any controls beside it, the picture (hidden from screen readers),
 * and its text alternative, a table read instead of the picture, named by the heading.
 */
export function ChartFrame({
  title,
  controls,
  picture,
  summary,
  table,
  className = '',
  ...rest
}: {
  title: string;
  controls?: ReactNode;
  /** The drawing, hidden from screen readers: the table says the same. */
  picture: ReactNode;
  /** The chart in one sentence, shown under it. */
  summary: string;
  /** The chart's figures as a table (its rows); read by screen readers, visually hidden. */
  table: { head: string[]; rows: { key: string; cells: string[] }[] };
  className?: string;
  'data-chart'?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-chart={rest['data-chart']}
      className={`min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-brand-950">
          {title}
        </h2>
        {controls}
      </div>
      <div aria-hidden="true" className="mt-4">
        {picture}
      </div>
      <p className="mt-3 text-xs font-medium text-slate-600">{summary}</p>
      {/* In a hidden box: a table cannot be made narrower than its cells, so sr-only on the table overflows a phone. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
