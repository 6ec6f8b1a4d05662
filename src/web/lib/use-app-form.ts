import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { focusStayedSince } from './focus-at-submit';

/** The paths of a form's errors (`items.0.name`), in the order the errors hold them; not `root`. */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (prefix === '' && key === 'root') return [];
    if (!value || typeof value !== 'object') return [];
    const path = `${prefix}${key}`;
    // A field's error has a message or a type; anything else holds its items' errors.
    if ('type' in value || 'message' in value) return [path];
    return errorPaths(value as FieldErrors, `${path}.`);
  });
}

/**
 * react-hook-form's useForm, except that a refused submit moves the focus to the first invalid
 * field once, in the same moment its error appears. useForm's own focus runs twice, the second
 * time in a timer after the errors are drawn: a person who had already moved on to another field
 * had the focus taken back a moment later, and went on typing into the invalid one (a journey
 * filling the next field lost its text so, on a busy machine).
 */
export function useAppForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformed = TFieldValues,
>(props: UseFormProps<TFieldValues, TContext, TTransformed>): UseFormReturn<TFieldValues, TContext, TTransformed> {
  const form = useForm<TFieldValues, TContext, TTransformed>({ ...props, shouldFocusError: false });
  const { submitCount, errors } = form.formState;
  const focusedAfter = useRef(0);
  // Where the focus was when the form was sent: the submit button, or the field Enter was pressed in.
  const focusAtSubmit = useRef<Element | null>(null);
  const { setFocus, handleSubmit } = form;
  // Before the browser paints the errors, so nothing can come between them and the focus. Only
  // if the focus is still where the submit left it: checking takes a moment, and a person who has
  // already moved on to fix a field keeps typing there (a journey's text landed in the e-mail box
  // when the refusal of an earlier submit took the focus back to it). A submit button disabled
  // while the form is checked has lost the focus in Chrome: that counts as unmoved.
  useLayoutEffect(() => {
    if (submitCount === focusedAfter.current) return;
    focusedAfter.current = submitCount;
    if (!focusStayedSince(focusAtSubmit.current)) return;
    const [first] = errorPaths(errors);
    if (first !== undefined) setFocus(first as FieldPath<TFieldValues>);
  }, [submitCount, errors, setFocus]);
  const noteFocusAndSubmit = useCallback<typeof handleSubmit>(
    (onValid, onInvalid) => {
      const submit = handleSubmit(onValid, onInvalid);
      return (event) => {
        focusAtSubmit.current = document.activeElement;
        return submit(event);
      };
    },
    [handleSubmit],
  );
  // A new object each render, as useForm's own holds the render's formState.
  return { ...form, handleSubmit: noteFocusAndSubmit };
}
