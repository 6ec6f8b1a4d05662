import type { LucideIcon } from 'lucide-react';
import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { RowActionsMenuLayer } from './row-actions-menu-layer';
import { mainOf, RowActionsTrigger } from './row-actions-trigger';

/** One action of a row's menu. */
export interface RowAction {
  /** What the item says, a verb or two ("Publish", "Add to featured"); the trigger names the row. */
  label: string;
  icon?: LucideIcon;
  /** Runs when the item is chosen (once confirmed, with `confirm`). */
  onSelect?: () => void;
  /** A page to open instead: the item is then a real link (open in a new tab, copy its address). */
  href?: string;
  /** Red, and set apart at the end of the menu after a line: what cannot be undone. */
  destructive?: boolean;
  disabled?: boolean;
  /** Asks first, in the kit's confirmation dialog, and runs `onSelect` only once confirmed. */
  confirm?: { question: string; confirmLabel?: string };
}

export interface RowActionsMenuProps {
  /** The trigger's accessible name, which names the row: "More actions for Aarav Mehta". */
  label: string;
  items: readonly RowAction[];
  /** While one of the row's actions runs: the trigger shows a spinner instead of its dots. */
  busy?: boolean;
  className?: string;
}

type Layer = typeof RowActionsMenuLayer;

// The menu's code (Radix's menu, Floating UI, the confirmation dialog: 28 KB sent), fetched once
// for every row of the page on the first sign of intent; a list of twenty cards draws twenty
// buttons and no menu (decision 0048).
let layerModule: Layer | undefined;
let layerRequest: Promise<Layer> | undefined;
function loadLayer(): Promise<Layer> {
  layerRequest ??= import('./row-actions-menu-layer').then(
    (module) => (layerModule = module.RowActionsMenuLayer),
    (error: unknown) => {
      layerRequest = undefined; // tried again on the next sign of intent
      throw error;
    },
  );
  return layerRequest;
}

/** The keys that open Radix's menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A row's (or a card's) secondary actions behind one "More actions" button, so the row shows only
 * its primary action. Until the menu's code is wanted the button is a plain one that says what
 * it opens (`aria-haspopup`, `aria-expanded`); pointer down, focus or a key on it fetches the
 * menu (`RowActionsMenuLayer`), which then takes the button's place, keeps its focus, and opens
 * as the press or key asked: Enter, Space or a tap opens it, the arrow keys move round the items,
 * Escape closes it with focus back on the button; an item with `confirm` asks first.
 */
export function RowActionsMenu(props: RowActionsMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [LayerComponent, setLayerComponent] = useState<ComponentType<Parameters<Layer>[0]> | undefined>(
    () => layerModule,
  );
  const [openOnArrival, setOpenOnArrival] = useState<'pointer' | 'keyboard'>();
  const [arrival, setArrival] = useState<{ focus: boolean; host?: HTMLElement }>({ focus: false });

  if (LayerComponent) {
    return (
      <LayerComponent
        {...props}
        openOnArrival={openOnArrival}
        focusOnArrival={arrival.focus}
        layerHostOnArrival={arrival.host}
      />
    );
  }

  const fetchLayer = () => {
    loadLayer().then(
      (layer) => {
        const button = buttonRef.current;
        setArrival({ focus: button !== null && document.activeElement === button, host: mainOf(button) });
        setLayerComponent(() => layer);
      },
      () => undefined, // offline: the button stays as it is, and asks again when next used
    );
  };
  const ask = (how: 'pointer' | 'keyboard') => {
    setOpenOnArrival(how);
    fetchLayer();
  };

  return (
    <RowActionsTrigger
      ref={buttonRef}
      label={props.label}
      busy={props.busy ?? false}
      className={props.className}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={fetchLayer}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) ask('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault(); // no click from Enter or Space: the key opens the menu
        ask('keyboard');
      }}
      // A click with no press before it (a screen reader's): opened as a press would.
      onClick={() => ask('pointer')}
    />
  );
}
