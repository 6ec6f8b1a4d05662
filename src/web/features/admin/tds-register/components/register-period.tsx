import { formatMonth } from '#shared/format';
import { TDS_QUARTERS } from '#shared/constants/payouts';
import { Select } from '#web/components/ui/select';
import { financialYears, monthsOf, periodOfValue, periodValue, type RegisterParams } from '../utils/register-params';

const QUARTER_MONTHS = ['April to June', 'July to September', 'October to December', 'January to March'];

/** The register's financial year and its quarter or month. */
export function RegisterPeriod({
  params,
  onChange,
}: {
  params: RegisterParams;
  onChange: (next: RegisterParams) => void;
}) {
  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
      <div>
        <label htmlFor="tds-fy" className="block text-sm font-medium text-slate-800">
          Financial year
        </label>
        <Select
          id="tds-fy"
          className="mt-1.5 sm:w-40"
          value={params.fy}
          // A new year keeps the kind of period: its first quarter, or the same month's place.
          onChange={(event) => onChange({ fy: event.target.value, period: { kind: 'quarter', quarter: 1 } })}
        >
          {financialYears().map((fy) => (
            <option key={fy} value={fy}>
              FY {fy}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="tds-period" className="block text-sm font-medium text-slate-800">
          Quarter or month
        </label>
        <Select
          id="tds-period"
          className="mt-1.5 sm:w-72"
          value={periodValue(params.period)}
          onChange={(event) => onChange({ fy: params.fy, period: periodOfValue(event.target.value) })}
        >
          <optgroup label="Quarters (the TDS statement)">
            {TDS_QUARTERS.map((quarter) => (
              <option key={quarter} value={`q${quarter}`}>
                Q{quarter}: {QUARTER_MONTHS[quarter - 1]}
              </option>
            ))}
          </optgroup>
          <optgroup label="Months (each challan)">
            {monthsOf(params.fy).map((month) => (
              <option key={month} value={`m${month}`}>
                {formatMonth(month)}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
    </div>
  );
}
