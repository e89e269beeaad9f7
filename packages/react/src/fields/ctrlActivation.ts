import type { KeyboardEvent } from 'react';

/** Keyboard handlers for {@link ctrlActivation}. */
export interface CtrlActivationHandlers {
  readonly onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
  readonly onKeyUp: (e: KeyboardEvent<HTMLElement>) => void;
}

/** Marks an element whose Ctrl+Space was handled on key-down, so its key-up click is suppressed. */
const HANDLED = 'fwCtrlSpace';

/**
 * Ctrl+Space or Ctrl+Enter (Cmd on a Mac) on an option as the keyboard's Ctrl-click: a browser's own
 * keyboard click carries no Ctrl, so a keyboard user could not deselect a single choice
 * (docs/components.md#checkboxlist). The handled key's own click is suppressed (Space clicks on key-up;
 * the mark sits on the element because the view re-renders between the two keys).
 */
export function ctrlActivation(onCtrlActivate: () => void): CtrlActivationHandlers {
  return {
    onKeyDown(e) {
      if (!(e.ctrlKey || e.metaKey) || (e.key !== ' ' && e.key !== 'Enter')) return;
      e.preventDefault();
      if (e.key === ' ') e.currentTarget.dataset[HANDLED] = 'true';
      onCtrlActivate();
    },
    onKeyUp(e) {
      if (e.key !== ' ' || e.currentTarget.dataset[HANDLED] === undefined) return;
      e.preventDefault();
      delete e.currentTarget.dataset[HANDLED];
    },
  };
}
