import { isEmpty, type FormSnapshot } from '@formwright/core/runtime';

/**
 * The keys of the radiologist's fastest path (docs/authoring.md#normals-suggested-values, docs/embedding.md):
 * accept every suggestion of the form, of the focused Section, and move to the next empty field. They are
 * read from `KeyboardEvent.code`, so a keyboard layout that types another letter with Alt still works.
 */
export const SUGGESTION_KEYS = {
  acceptForm: { keys: 'Alt+Shift+A', code: 'KeyA', does: 'accept every suggestion of the form' },
  acceptSection: { keys: 'Alt+Shift+S', code: 'KeyS', does: "accept the focused section's suggestions" },
  nextField: {
    keys: 'Alt+Shift+N',
    code: 'KeyN',
    does: 'go to the next empty mandatory field, then the next empty field',
  },
} as const;

/** The `aria-keyshortcuts` value of the form: every key above. */
export const FORM_KEYSHORTCUTS = Object.values(SUGGESTION_KEYS)
  .map((k) => k.keys)
  .join(' ');

/** The component types a person fills in, the ones "next field" visits. */
const INPUT_TYPES = new Set([
  'Text',
  'TextArea',
  'Number',
  'Date',
  'Checkbox',
  'Dropdown',
  'AutoComplete',
  'CheckboxList',
  'Option',
]);

function isTrue(v: unknown): boolean {
  return v === true || v === 'true';
}

/** Which command a key event asks for, if any. */
export function suggestionCommand(e: {
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly code: string;
}): keyof typeof SUGGESTION_KEYS | undefined {
  if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return undefined;
  for (const [name, k] of Object.entries(SUGGESTION_KEYS))
    if (k.code === e.code) return name as keyof typeof SUGGESTION_KEYS;
  return undefined;
}

/** Whether any component of the snapshot has a suggestedValue (the form then shows its keys). */
export function hasSuggestions(snapshot: FormSnapshot): boolean {
  for (const state of snapshot.components.values()) if (state.props.suggestedValue !== undefined) return true;
  return false;
}

/**
 * The id of the field "next field" moves to after `fromId`: the next visible, enabled, empty mandatory field
 * in document order, wrapping; when there is none, the next visible, enabled, empty field; else undefined.
 */
export function nextEmptyField(snapshot: FormSnapshot, fromId: string | undefined): string | undefined {
  const ids: string[] = [];
  const mandatory = new Set<string>();
  for (const [id, state] of snapshot.components) {
    if (!INPUT_TYPES.has(state.type) || !state.visible || isTrue(state.props.disabled)) continue;
    const empty = isEmpty(state.value) || (state.type === 'Checkbox' && state.value === false);
    if (!empty && id !== fromId) continue;
    ids.push(id);
    const m = state.props.mandatory;
    if (empty && (m === 'alert' || m === 'prohibit')) mandatory.add(id);
  }
  const order = [...snapshot.components.keys()];
  const at = fromId === undefined ? -1 : order.indexOf(fromId);
  const after = (id: string) => order.indexOf(id) > at;
  const pick = (pool: string[]) => pool.find(after) ?? pool.find((id) => id !== fromId);
  return pick(ids.filter((id) => mandatory.has(id))) ?? pick(ids.filter((id) => id !== fromId));
}

/** The closest Section around an element (its instance id), if any. */
export function sectionOf(el: Element | null): string | undefined {
  const section = el?.closest?.('[data-fw-type="Section"]');
  return section?.getAttribute('data-fw-id') ?? undefined;
}

/** The component instance an element belongs to (the closest `data-fw-id`). */
export function componentOf(el: Element | null): string | undefined {
  return el?.closest?.('[data-fw-id]')?.getAttribute('data-fw-id') ?? undefined;
}

/** Moves the keyboard focus to the first focusable control of a component on screen. */
export function focusComponent(root: HTMLElement | null, id: string): boolean {
  const wrapper = root?.querySelector(`[data-fw-id="${id.replace(/["\\]/g, '\\$&')}"]`);
  const control = wrapper?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"]',
  );
  if (!control) return false;
  control.focus();
  return document.activeElement === control;
}
