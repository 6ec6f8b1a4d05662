import { zodResolver } from '@hookform/resolvers/zod';
import { LEDGER_FIELDS, type Ledgers, ledgersSchema } from '#shared/schemas/reports';
import { formSubmit } from '#web/lib/form-submit';
import { useAppForm } from '#web/lib/use-app-form';
import type { LedgersState } from '#shared/schemas/reports-responses';
import { useSaveLedgers } from '../api/save-ledgers';
import { savedFormFrame } from '../../utils/saved-form-frame';
import { siteFieldOf } from '../../utils/site-form-errors';
import { useWarnBeforeUnload } from '../../hooks/use-warn-before-unload';

const resolver = zodResolver(ledgersSchema);

/** The eight names alone, as the form holds them (the saved stamp stays out of the PUT). */
function ledgerValues(state: LedgersState): Ledgers {
  return Object.fromEntries(LEDGER_FIELDS.map((field) => [field, state[field]])) as Ledgers;
}

/**
 * Settings → Tally ledgers' form: react-hook-form over the shared schema the server checks with,
 * saved whole with `PUT /api/site/ledgers`; a refusal of a name shows beside it.
 */
export function useLedgersForm(state: LedgersState) {
  const save = useSaveLedgers();
  const form = useAppForm<Ledgers, unknown, Ledgers>({ resolver, defaultValues: ledgerValues(state) });
  const { reset, formState, getValues } = form;
  useWarnBeforeUnload(formState.isDirty);

  const submit = formSubmit(
    form,
    siteFieldOf<Ledgers>(() => getValues()),
    (value) => save.mutateAsync(value),
    (saved) => reset(ledgerValues(saved)),
  );

  return {
    form,
    frame: {
      ...savedFormFrame(form, state, submit),
      onDiscard: () => reset(ledgerValues(state)),
      dirty: formState.isDirty,
      // Before the first save the vouchers already use these names: say they are the defaults.
      notSaved: state.updatedAt === null ? 'Not saved yet: Tally vouchers use these names' : undefined,
      restored: false,
      savedSince: false,
    },
  };
}
