/**
 * What a drag carries between the form table and the folder tree: a custom type per kind with the
 * dragged thing as JSON. While a drag is under way the page also keeps it in a ref, since a drop target
 * may only read the types (not the data) until the drop, and the role rules need the data.
 */
import type { DropItem } from 'react-aria-components';
import { isTextDropItem } from 'react-aria-components';
import type { Dragged } from '@formwright/api';

/** The drag type of a form. */
export const FORM_TYPE = 'application/x-formwright-form';
/** The drag type of a folder. */
export const FOLDER_TYPE = 'application/x-formwright-folder';

/** The drag item of a form or a folder (with a plain-text name for other drop targets). */
export function dragItemOf(dragged: Dragged, name: string): Record<string, string> {
  return { [dragged.kind === 'form' ? FORM_TYPE : FOLDER_TYPE]: JSON.stringify(dragged), 'text/plain': name };
}

/** Reads what was dropped, or undefined when it is nothing of ours. */
export async function draggedOf(items: readonly DropItem[]): Promise<Dragged | undefined> {
  for (const item of items) {
    if (!isTextDropItem(item)) continue;
    const type = item.types.has(FORM_TYPE)
      ? FORM_TYPE
      : item.types.has(FOLDER_TYPE)
        ? FOLDER_TYPE
        : undefined;
    if (!type) continue;
    try {
      const value = JSON.parse(await item.getText(type)) as Dragged;
      if (value && (value.kind === 'form' || value.kind === 'folder')) return value;
    } catch {
      // Not our JSON: ignore the drop.
    }
  }
  return undefined;
}
