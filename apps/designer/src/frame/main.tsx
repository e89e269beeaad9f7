/**
 * The editor frame's entry. It runs sandboxed on an opaque origin (docs/designer.md#security): no cookies, no
 * storage, no server; it waits for Initialize from the outer app, then shows the editor.
 */
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp';
import { frameChannel, onOuterMessage } from './frameChannel';
import '../styles/app.css';
import '../styles/editor.css';

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  let generation = 0;
  onOuterMessage((message) => {
    if (message.type !== 'Initialize') return undefined;
    const init = message.payload;
    document.documentElement.className = `theme-${init.colorMode}`;
    generation++;
    reactRoot.render(<EditorApp key={generation} init={init} />);
    return true;
  });
  frameChannel.post('IframeMessagingReady');
}
