import { useCallback, type KeyboardEvent } from 'react';
import type { Interaction } from '@formwright/core/runtime';
import { isSpeechShortcut, SPEECH_SHORTCUT, useSpeechInput, type SpeechInput } from './useSpeechInput';
import { useFormLang } from './useFormLang';

/** What a text field needs for dictation: whether it is on, the speech input, and the control's key props. */
export interface Dictation {
  readonly on: boolean;
  readonly speech: SpeechInput;
  readonly keyProps: {
    readonly 'aria-keyshortcuts': string | undefined;
    readonly onKeyDown: (e: KeyboardEvent) => void;
  };
}

/**
 * Dictation for Text and TextArea: each spoken phrase is appended to the value as a `set`; it is on when
 * speechEnabled is not false, the field is enabled and the browser has speech recognition, and the
 * shortcut (Ctrl+Shift+S) starts and stops it from the control.
 */
export function useDictation(
  id: string,
  value: string,
  speechEnabled: unknown,
  disabled: boolean,
  update: (interaction: Interaction) => void,
): Dictation {
  const append = useCallback(
    (phrase: string) => update({ type: 'set', id, value: value === '' ? phrase : `${value} ${phrase}` }),
    [update, id, value],
  );
  const speech = useSpeechInput(append, useFormLang());
  const on = speechEnabled !== false && !disabled && speech.supported;
  return {
    on,
    speech,
    keyProps: {
      'aria-keyshortcuts': on ? SPEECH_SHORTCUT : undefined,
      onKeyDown: (e) => {
        if (!on || !isSpeechShortcut(e)) return;
        e.preventDefault();
        speech.toggle();
      },
    },
  };
}
