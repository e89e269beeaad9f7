/** The frame's side of the channel: one per frame, to window.parent (the outer app). */
import {
  FrameChannel,
  OUTER_MESSAGES,
  formOfFrameName,
  type EditorAnswers,
  type EditorChannel,
  type EditorOperations,
  type OuterMessage,
  type OuterMessages,
} from '../protocol/messages';

type Listener = (message: OuterMessage) => unknown;
const listeners = new Set<Listener>();

/**
 * The frame's channel; messages from the outer app go to every listener, the first answer wins. It hears
 * only window.parent, only the outer app's messages, only about the form named by the iframe's name.
 */
export const frameChannel: EditorChannel = new FrameChannel<EditorOperations, EditorAnswers, OuterMessages>(
  () => (window.parent === window ? null : window.parent),
  async (message) => {
    let answer: unknown;
    for (const listener of listeners) {
      const result = await listener(message);
      if (result !== undefined && answer === undefined) answer = result;
    }
    return answer;
  },
  undefined,
  window,
  { hears: OUTER_MESSAGES, form: () => formOfFrameName(window.name) },
);

/** Listens to messages from the outer app; returns the unsubscribe function. */
export function onOuterMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
