/** The editor options the outer app remembers for the frame (keymap sublime or vim, wrapping, theme). */
import { DEFAULT_EDITOR_OPTIONS, type EditorOptions } from '../../../protocol/messages';

/** The local-storage key of the editor options. */
export const EDITOR_OPTIONS_KEY = 'formwright.editorOptions';

/** The remembered options, or the defaults (the editor theme follows the app's colour mode at first). */
export function storedEditorOptions(colorMode: 'dark' | 'light'): EditorOptions {
  try {
    const kept = JSON.parse(
      localStorage.getItem(EDITOR_OPTIONS_KEY) ?? 'null',
    ) as Partial<EditorOptions> | null;
    if (kept) return { ...DEFAULT_EDITOR_OPTIONS, theme: colorMode, ...kept };
  } catch {
    // Unreadable: the defaults.
  }
  return { ...DEFAULT_EDITOR_OPTIONS, theme: colorMode };
}
