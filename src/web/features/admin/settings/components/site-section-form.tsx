import { Save } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormAlert } from '#web/components/ui/form-alert';
import { RequiredFieldsNote } from '#web/components/ui/required-fields-note';
import { Spinner } from '#web/components/ui/spinner';
import { lastSavedLine } from '../utils/last-saved-line';
import { LastSavedLine } from './last-saved-line';
import { SaveStatus } from './save-status';

interface SiteSectionFormProps<V extends FieldValues, T> {
  /** The section's form, given to the fields inside (useFormContext). */
  form: UseFormReturn<V, unknown, T>;
  /** The section's name, the form's heading and accessible name ("Contact details"). */
  title: string;
  /** Where the public site shows it. */
  description: string;
  /** The line shown before the first save (lastSavedLine's default: the site shows the starting text). */
  neverSaved?: string;
  updatedAt: string | null;
  updatedByName: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onDiscard: () => void;
  saving: boolean;
  dirty: boolean;
  /** What the save bar says instead of "All changes saved" when what is saved is not what the form shows. */
  notSaved?: string;
  /** The edits came back from when the admin left the tab. */
  restored: boolean;
  /** Someone saved the section after these edits began. */
  savedSince: boolean;
  /** The server's refusal that belongs to no field. */
  rootError: string | undefined;
  /** Why Save must wait (a photo still uploading), if it must. */
  waitFor?: string;
  children: ReactNode;
}

/**
 * The frame every site section's form shares: heading, where it shows, who saved it last, the
 * fields, and a bar with the save state, Discard and Save. The bar stays in view at the bottom of
 * the screen while a long form (a team of twelve) scrolls under it.
 */
export function SiteSectionForm<V extends FieldValues, T>({
  form,
  title,
  description,
  neverSaved,
  updatedAt,
  updatedByName,
  onSubmit,
  onDiscard,
  saving,
  dirty,
  notSaved,
  restored,
  savedSince,
  rootError,
  waitFor,
  children,
}: SiteSectionFormProps<V, T>) {
  const headingId = useId();
  return (
    <FormProvider {...form}>
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
        className="rounded-2xl border border-brand-200 bg-white shadow-md shadow-brand-900/5"
      >
        <div className="p-4 sm:p-6">
          <h2 id={headingId} className="text-lg font-bold tracking-tight text-brand-950">
            {title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p>
          <LastSavedLine text={lastSavedLine({ updatedAt, updatedByName }, neverSaved)} className="mt-2" />
          {restored && !savedSince && (
            <p className="mt-4 rounded-lg bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
              Your unsaved changes from earlier are back. Save them, or discard them to start again from the saved
              version.
            </p>
          )}
          {savedSince && (
            <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
              {updatedByName ?? 'Someone'} saved this section after you began these changes. Saving them will replace
              that version; discard them to see it.
            </p>
          )}
          <RequiredFieldsNote className="mt-4" />
          <div className="mt-6 space-y-8">{children}</div>
          <FormAlert message={rootError} className="mt-6" />
        </div>

        {/* One row even on a phone: the bar stays short while the form scrolls under it. */}
        <div className="sticky bottom-0 z-10 flex items-center gap-3 rounded-b-2xl border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur-sm sm:px-6">
          <SaveStatus saving={saving} dirty={dirty} notSaved={notSaved} waitFor={waitFor} className="min-w-0 flex-1" />
          {dirty && (
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={saving} className="shrink-0 px-4 sm:px-5">
                  Discard
                </Button>
              }
              question={`Discard your unsaved changes to the ${title.toLowerCase()}? The saved version stays as it is.`}
              confirmLabel="Discard"
              onConfirm={onDiscard}
            />
          )}
          <Button type="submit" disabled={saving || waitFor !== undefined} className="shrink-0 px-4 sm:px-6">
            {saving ? <Spinner className="size-4" /> : <Save className="size-4" aria-hidden="true" />}
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
