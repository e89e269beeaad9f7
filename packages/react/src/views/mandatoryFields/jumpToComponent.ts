import { controlId } from '../../fields';

/** The warning when a jump fails (docs/diagnostics.md#diagnostics, docs/diagnostics.md#diagnostics), with the id filled in. */
export function jumpFailedText(id: string): string {
  return `Error while trying to show component: ${id}`;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls to a component and focuses its control: the element with the control's DOM id, else the first
 * focusable element inside the component. True when focus landed there; false when the component is not
 * on screen (a closed tab or list item, hidden) or has nothing to focus.
 */
export function jumpToComponent(root: ParentNode, id: string): boolean {
  try {
    // Ids may hold $ and # (generated ids): compare attributes instead of building selectors from them.
    const direct = [...root.querySelectorAll<HTMLElement>('[id]')].find((e) => e.id === controlId(id));
    const wrapper = [...root.querySelectorAll<HTMLElement>('[data-fw-id]')].find(
      (e) => e.getAttribute('data-fw-id') === id,
    );
    const target = direct ?? wrapper?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
    if (!target) return false;
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
    return target.ownerDocument.activeElement === target;
  } catch {
    return false;
  }
}
