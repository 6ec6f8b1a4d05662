import { Select } from '#web/components/ui/select';
import { periodOfValue, periodValue, reportMonths, reportQuarters, type ReportPeriod } from '../utils/report-periods';

/** The month or quarter every download is for: this and last financial year's, the newest first. */
export function ReportPeriodSelect({
  period,
  onChange,
  today,
}: {
  period: ReportPeriod;
  onChange: (next: ReportPeriod) => void;
  /** India's day the choices end at (tests fix it). */
  today?: string;
}) {
  return (
    <div>
      <label htmlFor="report-period" className="block text-sm font-medium text-slate-800">
        Month or quarter
      </label>
      <Select
        id="report-period"
        aria-describedby="report-period-hint"
        className="mt-1.5 sm:w-96"
        value={periodValue(period)}
        onChange={(event) => {
          const next = periodOfValue(event.target.value);
          if (next) onChange(next);
        }}
      >
        <optgroup label="Months (monthly GSTR-1)">
          {reportMonths(today).map((month) => (
            <option key={month} value={`m${month}`}>
              {periodOfValue(`m${month}`)?.label}
            </option>
          ))}
        </optgroup>
        <optgroup label="Quarters (quarterly GSTR-1, QRMP)">
          {reportQuarters(today).map((quarter) => (
            <option key={quarter} value={`q${quarter}`}>
              {periodOfValue(`q${quarter}`)?.label}
            </option>
          ))}
        </optgroup>
      </Select>
      <p id="report-period-hint" className="mt-1.5 text-sm text-slate-600">
        In India’s financial year (April to March). Documents count where they are dated.
      </p>
    </div>
  );
}
