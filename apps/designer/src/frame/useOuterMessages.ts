/**
 * The frame's side of what the outer app tells it after Initialize (docs/rest.md#the-rest-contract):
 * provider names and test data, the app's colour mode, a save's end (SetIsUnsaved), the preview's values
 * for a save (GetPreviewState) and a suggested template; and the providers' test data asked for at start
 * and on 'Reload data sources'.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { InitializePayload } from '../protocol/messages';
import { replaceText } from './editor/createEditor';
import { frameChannel, onOuterMessage } from './frameChannel';
import type { PreviewState } from './preview/usePreview';
import type { useContentHistory } from './useContentHistory';

type Content = ReturnType<typeof useContentHistory>;

/** The frame's texts the messages change. */
export interface MessageTargets {
  readonly spec: Content;
  readonly script: Content;
  readonly tests: Content;
  readonly specView: RefObject<EditorView | undefined>;
  /** The preview's newest store (GetPreviewState saves its values). */
  readonly previewStore: RefObject<PreviewState['store']>;
}

/** Listens to the outer app; answers with the state it sets. */
export function useOuterMessages(init: InitializePayload, targets: MessageTargets) {
  const { spec, script, tests, specView, previewStore } = targets;
  const [colorMode, setColorMode] = useState(init.colorMode);
  const [providerNames, setProviderNames] = useState<readonly string[]>(init.providerNames);
  const [providerData, setProviderData] = useState<unknown>(undefined);
  /** Bumped when a save ends, so the content is reported again. */
  const [savedMark, setSavedMark] = useState(0);

  useEffect(
    () =>
      onOuterMessage((message) => {
        switch (message.type) {
          case 'SetProviderNames':
            setProviderNames(message.payload ?? []);
            return true;
          case 'SetProviderData':
            setProviderData(message.payload);
            return true;
          case 'SetAppColorMode': {
            const mode = message.payload === 'light' ? 'light' : 'dark';
            document.documentElement.className = `theme-${mode}`;
            setColorMode(mode);
            return true;
          }
          case 'SetIsUnsaved':
            if (message.payload === false) {
              spec.saved();
              script.saved();
              tests.saved();
              setSavedMark((n) => n + 1);
            }
            return true;
          case 'GetPreviewState':
            return { state: previewStore.current?.saveState() ?? null };
          case 'SetSuggestedTemplate': {
            const text = String(message.payload ?? '');
            spec.replace(text);
            if (specView.current) replaceText(specView.current, text);
            return true;
          }
          default:
            return undefined;
        }
      }),
    [spec, script, tests, specView, previewStore],
  );

  const reloadData = useCallback(() => {
    frameChannel.request('SetProviderData').then(
      (data) => setProviderData(data),
      () => undefined,
    );
  }, []);
  // The providers' test data fills the preview from the start.
  useEffect(reloadData, [reloadData]);

  return { colorMode, providerNames, providerData, savedMark, reloadData };
}
