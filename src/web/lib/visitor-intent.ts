/**
 * What a visitor does first on a page: points at it or moves the pointer, touches it, turns the wheel, types or tabs
 * into it, or taps an early-tap link (which changes the fragment). Caught on the window before
 * any element sees it; passive, so no scroll or tap waits for it. Not `scroll`: the page scrolls
 * by itself too (/contact opens at its section), and a visitor's scroll begins with a touch, the
 * wheel, a key or the pointer on the scrollbar, all of which are here.
 */
export const INTENT_EVENTS = [
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'keydown',
  'focusin',
  'input',
  'hashchange',
] as const;

/**
 * Calls `act` on the visitor's first intent (INTENT_EVENTS), once. Should `act` fail (its
 * download was cut), the next intent tries again.
 */
export function onFirstIntent(
  act: () => Promise<void>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void {
  let acting = false;
  const stopListening = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, handle, true);
  };
  function handle() {
    if (acting) return;
    acting = true;
    act().then(stopListening, () => {
      acting = false;
    });
  }
  for (const type of INTENT_EVENTS) target.addEventListener(type, handle, { capture: true, passive: true });
}

/** Whether a form field holds something other than what the server wrote into it. */
function changedFromDefault(field: Element): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return field.value !== field.defaultValue;
  return false;
}

/** Whether a popover (the phone's menu) is open; false where the browser has no popovers. */
function popoverOpen(doc: Document): boolean {
  try {
    return doc.querySelector(':popover-open') !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the visitor acted on the page before its first script ran (a phone shows the page well
 * before that): something has the focus, the menu is open, a field was filled in or changed, or
 * an early-tap link was tapped (the address has a fragment). Such a page starts its app at once,
 * to take what was done.
 */
export function visitorHasActed(doc: Document = document): boolean {
  if (doc.location.hash) return true;
  if (doc.activeElement && doc.activeElement !== doc.body && doc.activeElement !== doc.documentElement) return true;
  if (popoverOpen(doc)) return true;
  return [...doc.querySelectorAll('input, select, textarea')].some(changedFromDefault);
}
