import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { SiteSection, SiteSectionValue } from '#shared/schemas/site-content';
import { formSubmit } from '#web/lib/form-submit';
import { useSaveSiteSection } from '../api/save-site-section';
import { readSectionDraft, writeSectionDraft } from '../../utils/section-drafts';
import { savedFormFrame } from '../../utils/saved-form-frame';
import { siteFieldOf } from '../../utils/site-form-errors';
import { useWarnBeforeUnload } from '../../hooks/use-warn-before-unload';
import { useAppForm } from '#web/lib/use-app-form';

/** Most forms hold the saved value as it is. */
const asItIs = <T>(value: T) => value;

/** A section as last saved (or its starting text), from `GET /api/site/admin`. */
interface SavedSection<T> {
  value: T;
  updatedAt: string | null;
  updatedByName: string | null;
}

export interface SiteSectionFormOptions<T extends SiteSectionValue<SiteSection>, V extends FieldValues> {
  section: SiteSection;
  state: SavedSection<T>;
  /** The saved value as the form holds it, when not as it is (the default); a stable function. */
  toFormValues?: (value: T) => V;
  /** The section's shared schema, over the form's values. */
  resolver: Resolver<V, unknown, T>;
  /** Renames a server error's path where the form holds a field differently. */
  formPathOf?: (serverPath: string) => string;
}

/**
 * The form of one site section: react-hook-form over the section's shared schema, started from
 * the saved value (or the draft the admin left when switching tabs), saved with
 * `PUT /api/site/:section`. The server's field errors land on their fields; a failed save keeps
 * every edit. A newer save seen while the form holds no edits (another admin's) fills the form;
 * seen while it does, it is announced (`savedSince`) and the edits stay.
 */
export function useSiteSectionForm<T extends SiteSectionValue<SiteSection>, V extends FieldValues>({
  section,
  state,
  toFormValues = asItIs as (value: T) => V,
  resolver,
  formPathOf,
}: SiteSectionFormOptions<T, V>) {
  const save = useSaveSiteSection();
  // The draft found on opening the tab, read once: its edits fill the form after the first render.
  const [restored] = useState(() => readSectionDraft<V>(section));
  const saved = useMemo(() => toFormValues(state.value), [toFormValues, state.value]);
  const [clean, setClean] = useState(true);
  const form = useAppForm<V, unknown, T>({
    resolver,
    defaultValues: saved as DefaultValues<V>,
    // The saved version follows the server while nothing is edited, and waits while something is.
    values: clean ? saved : undefined,
  });
  const { reset, formState, getValues } = form;
  const { isDirty } = formState;
  if (clean === isDirty) setClean(!isDirty);

  // When the section was last saved as these edits began: a newer save since is someone else's.
  const [base, setBase] = useState(restored ? restored.base : state.updatedAt);
  const [seen, setSeen] = useState(state.updatedAt);
  if (seen !== state.updatedAt) {
    setSeen(state.updatedAt);
    if (!isDirty) setBase(state.updatedAt);
  }

  // The form against the saved value: a restored draft shows as unsaved changes, not as saved.
  useEffect(() => {
    if (restored) reset(restored.values, { keepDefaultValues: true });
  }, [restored, reset]);

  // Leaving the tab with edits keeps them for when it opens again; without edits, forgets any.
  const latest = useRef({ isDirty, base });
  useEffect(() => {
    latest.current = { isDirty, base };
  }, [isDirty, base]);
  useEffect(
    () => () => {
      const { isDirty: dirty, base: from } = latest.current;
      writeSectionDraft(section, dirty ? { values: getValues(), base: from } : undefined);
    },
    [section, getValues],
  );
  useWarnBeforeUnload(isDirty);

  /** Back to the section as saved, edits and draft gone. */
  const discard = useCallback(() => {
    reset(saved);
    setBase(state.updatedAt);
    writeSectionDraft(section, undefined);
  }, [reset, saved, state.updatedAt, section]);

  const submit = formSubmit(
    form,
    siteFieldOf<V>(() => getValues(), formPathOf),
    (value) => save.mutateAsync({ section, input: value }),
    (answer) => {
      // The server answers with the section it was sent: the same type as the form's value.
      reset(toFormValues(answer.value as T));
      setBase(answer.updatedAt);
      writeSectionDraft(section, undefined);
    },
  );

  return {
    form,
    /** What SiteSectionForm (the frame of every section's form) shows and does: spread into it. */
    frame: {
      ...savedFormFrame(form, state, submit),
      onDiscard: discard,
      dirty: isDirty,
      /** The edits came back from a draft left earlier. */
      restored: restored !== undefined && isDirty,
      /** Someone saved the section after these edits began: saving them replaces that version. */
      savedSince: isDirty && base !== state.updatedAt,
    },
  };
}
