import { useLayoutEffect, useRef } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

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
  const { setFocus } = form;
  // Before the browser paints the errors, so nothing can come between them and the focus.
  useLayoutEffect(() => {
    if (submitCount === focusedAfter.current) return;
    focusedAfter.current = submitCount;
    const [first] = errorPaths(errors);
    if (first !== undefined) setFocus(first as FieldPath<TFieldValues>);
  }, [submitCount, errors, setFocus]);
  return form;
}
