import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Save } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { PAGES } from '#shared/pages';
import {
  LEGAL_PAGE_LIMITS,
  legalPageInputSchema,
  type AdminLegalPage,
  type LegalPageInput,
} from '#shared/schemas/legal';
import { Markdown } from '#web/components/markdown';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { Spinner } from '#web/components/ui/spinner';
import { Textarea } from '#web/components/ui/textarea';
import { TextInput } from '#web/components/ui/text-input';
import { formSubmit } from '#web/lib/form-submit';
import { fieldsNamed } from '#web/lib/server-form-errors';
import { useSaveLegalPage } from '../api/save-legal-page';
import { useLegalDraft } from '../hooks/use-legal-draft';
import { useWarnBeforeUnload } from '../../hooks/use-warn-before-unload';
import { LEGAL_PAGE_LABELS } from '../legal-page-labels';
import { legalLastSavedLine } from '../../utils/last-saved-line';
import { LastSavedLine } from '../../components/last-saved-line';
import { SaveStatus } from '../../components/save-status';
import { useAppForm } from '#web/lib/use-app-form';
import { indianDigits } from '#shared/indian-digits';

interface LegalPageFormValues {
  title: string;
  markdown: string;
}

const legalPageFieldOf = fieldsNamed(['title', 'markdown'] as const);
const resolver = zodResolver(legalPageInputSchema);
const count = (value: number) => indianDigits(value);

/**
 * The form of one legal page: its title and Markdown text (validated by the server's own schema),
 * a live preview drawn by the same renderer as the public page, and Save. Nothing typed is lost:
 * a failed save keeps the form as it was (the server's errors beside their fields), and unsaved
 * edits are kept as a draft across page switches, leaving the screen and reloads, with a warning
 * when someone else has saved the page since they began.
 */
export function LegalPageEditor({ page }: { page: AdminLegalPage }) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const label = LEGAL_PAGE_LABELS[page.slug];
  const draft = useLegalDraft(page.slug);
  const save = useSaveLegalPage();
  // The draft found on opening: its edits fill the form, and it says which version they started from.
  const [restored] = useState(() => draft.read());
  const [base, setBase] = useState<string | undefined>(restored?.base);
  const form = useAppForm<LegalPageFormValues, unknown, LegalPageInput>({
    resolver,
    defaultValues: restored
      ? { title: restored.title, markdown: restored.markdown }
      : { title: page.title, markdown: page.markdown },
  });
  const {
    register,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const title = useWatch({ control, name: 'title' });
  const markdown = useWatch({ control, name: 'markdown' });
  const changed = title !== page.title || markdown !== page.markdown;
  // Someone saved the page after these edits began: saving them would replace that version.
  const savedSince = changed && base !== undefined && base !== page.updatedAt;

  const { write } = draft;
  useEffect(() => {
    write(changed ? { title, markdown, base: base ?? page.updatedAt } : undefined);
  }, [write, changed, title, markdown, base, page.updatedAt]);
  useWarnBeforeUnload(changed);

  // The first change marks the version the edits start from.
  const onEdit = () => setBase((current) => current ?? page.updatedAt);

  const startOver = (from: AdminLegalPage) => {
    setBase(undefined);
    reset({ title: from.title, markdown: from.markdown });
  };

  const submit = formSubmit(
    form,
    legalPageFieldOf,
    (values) => save.mutateAsync({ slug: page.slug, input: values }),
    startOver,
  );

  const preview = useDeferredValue(markdown);
  const previewTitle = useDeferredValue(title);

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form
        aria-labelledby={id('heading')}
        noValidate
        onSubmit={submit}
        className="min-w-0 rounded-2xl border border-brand-200 bg-white p-5 shadow-md shadow-brand-900/5 sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 id={id('heading')} className="text-lg font-bold tracking-tight text-brand-950">
            {label}
          </h2>
          {page.updatedAt && (
            <a
              href={PAGES[page.slug].getHref()}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-9 items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              View the page
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
        <LastSavedLine text={legalLastSavedLine(page)} className="mt-1" />

        {changed && restored && !savedSince && (
          <p className="mt-4 rounded-lg bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
            Your unsaved changes from earlier are back. Save them, or discard them to start again from the saved page.
          </p>
        )}
        {savedSince && (
          <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
            {page.updatedByName ?? 'Someone'} saved this page after you began these changes. Saving them will replace
            that version; discard them to see it.
          </p>
        )}

        <div className="mt-5 space-y-5">
          <Field id={id('title')} label="Title" required error={errors.title?.message}>
            {(field) => (
              <TextInput
                {...field}
                {...register('title', { onChange: onEdit })}
                readOnly={isSubmitting}
                autoComplete="off"
                maxLength={LEGAL_PAGE_LIMITS.title}
              />
            )}
          </Field>
          <Field
            id={id('markdown')}
            label="Text (Markdown)"
            required
            error={errors.markdown?.message}
            hint={`## starts a heading, **bold**, *italic*, - a list item, [words](https://…) a link. HTML is shown as plain text. ${count(markdown.length)} of ${count(LEGAL_PAGE_LIMITS.markdown)} characters.`}
          >
            {(field) => (
              // No maxLength: the browser would cut a long paste short without a word; the
              // limit is checked on saving, with a message.
              <Textarea
                {...field}
                {...register('markdown', { onChange: onEdit })}
                readOnly={isSubmitting}
                rows={18}
                spellCheck
                className="font-mono leading-relaxed"
              />
            )}
          </Field>
        </div>

        <FormAlert message={errors.root?.server?.message} className="mt-5" />

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <SaveStatus saving={isSubmitting} dirty={changed} className="sm:mr-auto" />
          {changed && (
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={isSubmitting}>
                  Discard changes
                </Button>
              }
              question={`Discard your unsaved changes to the ${label}? The saved page stays as it is.`}
              confirmLabel="Discard"
              onConfirm={() => startOver(page)}
            />
          )}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="size-4" /> : <Save className="size-4" aria-hidden="true" />}
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>

      <section
        aria-labelledby={id('preview')}
        className="min-w-0 rounded-2xl border border-slate-200 bg-slate-50/60 p-5 sm:p-6 xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto"
      >
        <h2 id={id('preview')} className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
          Preview
        </h2>
        <div className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <p className="text-2xl font-bold tracking-tight break-words text-brand-950">{previewTitle.trim() || label}</p>
          <Markdown source={preview} className="mt-5 text-sm sm:text-base" />
        </div>
      </section>
    </div>
  );
}
