/**
 * What the frame keeps in step with its preview's parse: the spec editor's lint markers (with
 * `window.formwrightPerf` for the bench and browser tests), the content reported to the outer app
 * (SetUnsaved: texts, unsaved, Metadata, errors), and a save's preview values restored once into the first
 * store of this frame (Initialize's previewState).
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { ContentPayload, InitializePayload } from '../protocol/messages';
import { lintTransaction } from './editor/lint';
import { frameChannel } from './frameChannel';
import { errorLines, metaOf } from './frameContent';
import { previewTimings, type PreviewState } from './preview/usePreview';

/** The texts as typed and whether any is unsaved. */
export interface FrameTexts {
  readonly spec: string;
  readonly script: string;
  readonly tests: string;
  readonly unsaved: boolean;
}

/** Keeps markers, the reported content and the restored values in step with `preview`. */
export function useFrameReport(
  init: InitializePayload,
  preview: PreviewState,
  texts: FrameTexts,
  specView: RefObject<EditorView | undefined>,
  savedMark: number,
): void {
  // Lint markers from the same parse as the preview, while it still matches the text.
  useEffect(() => {
    const view = specView.current;
    if (view && preview.parsedText === view.state.doc.toString()) {
      view.dispatch(lintTransaction(view.state, preview.diagnostics));
      // For the bench and browser tests: which text the markers and the preview now show, and when.
      (window as unknown as { formwrightPerf: unknown }).formwrightPerf = {
        length: preview.parsedText.length,
        generation: preview.generation,
        at: performance.now(),
        ...previewTimings,
      };
    }
  }, [preview.diagnostics, preview.parsedText, preview.generation, specView]);

  // The errors of this very text (Save warns about them), once its parse has run.
  const errors = useMemo(
    () => (preview.parsedText === texts.spec ? errorLines(preview.diagnostics) : undefined),
    [preview.parsedText, preview.diagnostics, texts.spec],
  );
  useEffect(() => {
    const payload: ContentPayload = {
      yaml: texts.spec,
      script: texts.script,
      tests: texts.tests,
      unsaved: texts.unsaved,
      meta: metaOf(texts.spec),
      ...(errors === undefined ? {} : { errors }),
    };
    frameChannel.post('SetUnsaved', payload);
    // savedMark: a save's end reports the content again, although nothing in it changed.
  }, [texts.spec, texts.script, texts.tests, texts.unsaved, savedMark, errors]);

  // A save hands the preview's values on to the saved version's editor (GetPreviewState, then Initialize's
  // previewState): loaded once into the first store of this frame.
  const restored = useRef(init.previewState === undefined || init.previewState === null);
  const firstStore = preview.store;
  useEffect(() => {
    if (restored.current || !firstStore) return;
    restored.current = true;
    try {
      firstStore.loadState(init.previewState as Parameters<typeof firstStore.loadState>[0]);
    } catch (error) {
      console.warn('The preview values of the save could not be restored', error);
    }
  }, [firstStore, init.previewState]);
}
