import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { changedFields } from './early-fields';

/**
 * Takes what a visitor typed or chose in a server-rendered form before the app had started. React
 * adopts the fields as they are (it does not reset a value while hydrating), but the app's state
 * still holds what it rendered, and its next render would put that back. So, once, when the form
 * first appears, every field whose value differs from `rendered` (by name) goes to `onChanged`,
 * as if it had just been entered.
 */
export function useEarlyFields(
  formRef: RefObject<HTMLFormElement | null>,
  rendered: Readonly<Record<string, string>>,
  onChanged: (changed: Record<string, string>) => void,
): void {
  // Once: StrictMode runs a new component's effects twice in development.
  const taken = useRef(false);
  const take = useEffectEvent(() => {
    if (taken.current || !formRef.current) return;
    taken.current = true;
    const changed = changedFields(new FormData(formRef.current), rendered);
    if (Object.keys(changed).length > 0) onChanged(changed);
  });
  useEffect(() => take(), []);
}
