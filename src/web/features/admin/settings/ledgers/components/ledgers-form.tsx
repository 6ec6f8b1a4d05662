import { useId } from 'react';
import { LEDGER_LABELS, type LedgerField } from '#shared/schemas/reports';
import { TextField } from '#web/components/ui/text-field';
import type { LedgersState } from '#shared/schemas/reports-responses';
import { useLedgersForm } from '../hooks/use-ledgers-form';
import { FormGroup } from '../../components/form-group';
import { SiteSectionForm } from '../../components/site-section-form';

/** The ledgers a sales voucher posts to, and those of the money received. */
const GROUPS: { title: string; description: string; fields: readonly LedgerField[] }[] = [
  {
    title: 'Sales and tax',
    description: 'A Sales voucher debits the customer and credits the sale, each tax and the reimbursements.',
    fields: ['party', 'sales', 'cgst', 'sgst', 'igst', 'reimbursements'],
  },
  {
    title: 'Money received',
    description: 'A Receipt voucher debits the bank, and the TDS the customer deducted, and credits the customer.',
    fields: ['bank', 'tdsReceivable'],
  },
];

/**
 * The Tally ledger names the Reports page's vouchers post to (issue 40), spelt exactly as in the
 * agency's Tally company: Tally refuses a voucher whose ledger it does not know.
 */
export function LedgersForm({ state }: { state: LedgersState }) {
  const idPrefix = useId();
  const { form, frame } = useLedgersForm(state);
  const { register } = form;
  const { errors } = form.formState;
  return (
    <SiteSectionForm
      title="Tally ledgers"
      description="The ledgers the Tally vouchers of Reports post to. Write each name exactly as it is in your Tally company, or Tally will not import the vouchers."
      neverSaved="No one has saved the ledger names yet: the vouchers use the names below."
      {...frame}
    >
      {GROUPS.map((group) => (
        <FormGroup key={group.title} title={group.title} description={group.description}>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((field) => (
              <TextField
                key={field}
                id={`${idPrefix}-${field}`}
                label={LEDGER_LABELS[field]}
                required
                error={errors[field]?.message}
                input={{ ...register(field), maxLength: 100, autoComplete: 'off', spellCheck: false }}
              />
            ))}
          </div>
        </FormGroup>
      ))}
    </SiteSectionForm>
  );
}
