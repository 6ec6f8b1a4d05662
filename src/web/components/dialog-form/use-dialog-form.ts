import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetFocus } from 'react-hook-form';

/**
 * A dialog form opens in answer to a button: its first field to fill takes the focus. (Focus on
 * the first invalid field after a refusal is useAppForm's and showServerErrors' part.)
 */
export function useFocusOnOpen<T extends FieldValues>(setFocus: UseFormSetFocus<T>, field: FieldPath<T>): void {
  useEffect(() => setFocus(field), [setFocus, field]);
}
