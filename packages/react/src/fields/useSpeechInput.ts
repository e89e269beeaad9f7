import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API's recognition object the runtime uses. */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionCtor = new () => Recognition;

/** The browser's speech recognition constructor (standard or webkit-prefixed), or undefined where it does not exist. */
export function speechRecognition(): RecognitionCtor | undefined {
  const g = globalThis as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return g.SpeechRecognition ?? g.webkitSpeechRecognition;
}

/**
 * The key that starts and stops dictation from inside the text field (`aria-keyshortcuts` syntax): the
 * button is out of the tab order so a form is one Tab stop per field, and the keyboard still reaches it.
 */
export const SPEECH_SHORTCUT = 'Control+Shift+S';

/** Whether a key event is {@link SPEECH_SHORTCUT} (Cmd counts as Control on a Mac). */
export function isSpeechShortcut(e: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}): boolean {
  return (e.ctrlKey || e.metaKey) && e.shiftKey && !e.altKey && e.key.toLowerCase() === 's';
}

/** What {@link useSpeechInput} gives a view: whether dictation exists here, whether it listens, and a toggle. */
export interface SpeechInput {
  readonly supported: boolean;
  readonly listening: boolean;
  readonly toggle: () => void;
}

/**
 * Dictation into a text field through the browser's speech recognition where it exists (speechEnabled,
 * docs/components.md#text): each final phrase is handed to `onPhrase`. Recognition stops on unmount.
 */
export function useSpeechInput(onPhrase: (text: string) => void, lang: string | undefined): SpeechInput {
  const Ctor = speechRecognition();
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef(onPhrase);
  latest.current = onPhrase;
  useEffect(() => () => recognition.current?.stop(), []);
  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    if (!Ctor) return;
    const r = new Ctor();
    if (lang) r.lang = lang;
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result?.[0]?.transcript.trim();
        if (result?.isFinal && text) latest.current(text);
      }
    };
    const end = () => {
      recognition.current = null;
      setListening(false);
    };
    r.onend = end;
    r.onerror = end;
    recognition.current = r;
    setListening(true);
    r.start();
  }, [Ctor, lang]);
  return { supported: Ctor !== undefined, listening, toggle };
}
