/** The frame's side of the channel: one per frame, to window.parent (the outer app). */
import { FrameChannel, type FrameMessage } from '../frame/messages';

type Listener = (message: FrameMessage) => unknown;
const listeners = new Set<Listener>();

/** The frame's channel; messages from the outer app go to every listener, the first answer wins. */
export const frameChannel = new FrameChannel(
  () => window.parent,
  async (message) => {
    let answer: unknown;
    for (const listener of listeners) {
      const result = await listener(message);
      if (result !== undefined && answer === undefined) answer = result;
    }
    return answer;
  },
);

/** Listens to messages from the outer app; returns the unsubscribe function. */
export function onOuterMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
