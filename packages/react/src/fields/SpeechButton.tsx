import { SPEECH_SHORTCUT, type SpeechInput } from './useSpeechInput';

/**
 * The dictation toggle beside a Text or TextArea: a pressed-state button, absent where speech does not
 * exist. Out of the tab order: the field's {@link SPEECH_SHORTCUT} toggles it from the keyboard.
 */
export function SpeechButton({
  speech,
  disabled,
}: {
  readonly speech: SpeechInput;
  readonly disabled: boolean;
}) {
  if (!speech.supported) return null;
  return (
    <button
      type="button"
      className="fw-speech"
      aria-label={speech.listening ? 'Stop dictation' : 'Dictate'}
      aria-pressed={speech.listening}
      title={`${speech.listening ? 'Stop dictation' : 'Dictate'} (${SPEECH_SHORTCUT.replace('Control', 'Ctrl')})`}
      tabIndex={-1}
      disabled={disabled}
      onClick={speech.toggle}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path
          fill="currentColor"
          d="M8 10a2.5 2.5 0 0 0 2.5-2.5v-4a2.5 2.5 0 0 0-5 0v4A2.5 2.5 0 0 0 8 10Zm4-2.5a.75.75 0 0 0-1.5 0 2.5 2.5 0 0 1-5 0 .75.75 0 0 0-1.5 0 4 4 0 0 0 3.25 3.93V13H5.5a.75.75 0 0 0 0 1.5h5a.75.75 0 0 0 0-1.5H8.75v-1.57A4 4 0 0 0 12 7.5Z"
        />
      </svg>
    </button>
  );
}
