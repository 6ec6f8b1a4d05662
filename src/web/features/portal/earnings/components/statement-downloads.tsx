import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { StatementFormat } from '#shared/constants/talent';
import { indianDay } from '#shared/format';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { Spinner } from '#web/components/ui/spinner';
import { useDownloadStatement } from '../api/download-statement';
import { recentFinancialYears } from '../utils/financial-years';

interface StatementDownloadsProps {
  celebrities: readonly { _id: string; name: string }[];
}

/**
 * The financial year's statement (PDF and CSV): every payout of the year with its TDS, whose
 * total equals what the agency reports for the payee's PAN. One celebrity's at a time.
 */
export function StatementDownloads({ celebrities }: StatementDownloadsProps) {
  const id = useId();
  const years = recentFinancialYears(indianDay());
  const [fy, setFy] = useState(years[0] ?? '');
  const [celebrityId, setCelebrityId] = useState(celebrities[0]?._id);
  const download = useDownloadStatement();
  const busyFormat = download.isPending ? download.variables.format : undefined;
  const get = (format: StatementFormat) => download.mutate({ fy, celebrityId, format });

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-brand-900/5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-950">
        Statement for the financial year
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every payment of the year with the TDS deducted, as the agency reports it against your PAN.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-fy`} label="Financial year">
          {(control) => (
            <Select {...control} value={fy} onChange={(event) => setFy(event.target.value)}>
              {years.map((year) => (
                <option key={year} value={year}>
                  {`${year}: Apr ${year.slice(0, 4)} to Mar ${Number(year.slice(0, 4)) + 1}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {celebrities.length > 1 && (
          <Field id={`${id}-celebrity`} label="Celebrity">
            {(control) => (
              <Select {...control} value={celebrityId} onChange={(event) => setCelebrityId(event.target.value)}>
                {celebrities.map((celebrity) => (
                  <option key={celebrity._id} value={celebrity._id}>
                    {celebrity.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {(['pdf', 'csv'] as const).map((format) => (
          <Button key={format} variant="outline" disabled={download.isPending} onClick={() => get(format)}>
            {busyFormat === format ? (
              <Spinner className="size-4" />
            ) : (
              <FileDown className="size-4" aria-hidden="true" />
            )}
            {format === 'pdf' ? 'Download PDF' : 'Download CSV'}
          </Button>
        ))}
      </div>
    </section>
  );
}
