/**
 * The live preview's state: after a short debounce the specification is parsed once (the same parse feeds
 * the lint markers), a good parse makes a new store (recording into the action log), a bad one keeps the
 * last good form and lists the errors.
 */
import { useEffect, useRef, useState } from 'react';
import { parseSpec, scriptFunctionNames, type Diagnostic, type FormSpec } from '@formwright/core/authoring';
import { createForm, type FormStore } from '@formwright/core/headless';
import type { ActionLog } from './actionLog';

/** The parse debounce (ms): short enough to feel live, long enough to skip the middle of a word. */
export const PREVIEW_DEBOUNCE_MS = 60;

/**
 * The wait before parsing: the debounce, or as long as the last parse and store took when that was longer
 * (at most 800 ms), so that a huge specification never keeps the main thread busy more than about half the
 * time while the author types.
 */
export function previewDelay(lastCostMs: number): number {
  return Math.min(800, Math.max(PREVIEW_DEBOUNCE_MS, Math.round(lastCostMs)));
}

/** How long the last good parse and its new store took (ms): the bench reads them. */
export const previewTimings = { parseMs: 0, storeMs: 0 };

/** What the preview shows. */
export interface PreviewState {
  /** The store of the last good parse (undefined before the first). */
  readonly store: FormStore | undefined;
  readonly spec: FormSpec | undefined;
  /** The latest parse's findings. */
  readonly diagnostics: readonly Diagnostic[];
  /** The text the diagnostics belong to. */
  readonly parsedText: string;
  /** Bumped by every new store (keys the form view). */
  readonly generation: number;
}

/** Options of the preview. */
export interface PreviewInput {
  readonly yaml: string;
  readonly script: string;
  readonly providerNames: readonly string[];
  /** The action log the stores record into. */
  readonly log: ActionLog;
  /** Provider data to hand every new store (the mock providers' test data). */
  readonly providerData?: unknown;
  /** Bumped by Clear state / reload to force a new store from the same text. */
  readonly reloadKey?: number;
}

/** Parses and makes stores; see the module comment. */
export function usePreview(input: PreviewInput): PreviewState {
  const [state, setState] = useState<PreviewState>({
    store: undefined,
    spec: undefined,
    diagnostics: [],
    parsedText: '',
    generation: 0,
  });
  const current = useRef<FormStore | undefined>(undefined);
  const made = useRef<{ key: string; providerData: unknown; reloadKey: number | undefined } | undefined>(
    undefined,
  );

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(
      async () => {
        const started = performance.now();
        const functions = input.script.trim() === '' ? undefined : safeNames(input.script);
        const result = parseSpec(input.yaml, {
          knownProviders: input.providerNames,
          scriptFunctions: functions,
          scriptDoesNotParse: functions === undefined && input.script.trim() !== '',
        });
        const parsed = performance.now();
        const runnable = result.runnable;
        if (!runnable) {
          setState((s) => ({ ...s, diagnostics: result.diagnostics, parsedText: input.yaml }));
          return;
        }
        // The same form as the store already runs (an edit in a comment or blank space): keep the store
        // and the values the author entered; only the findings are new.
        const key = `${specFingerprint(runnable)}\u0000${input.script}`;
        const last = made.current;
        if (current.current && last?.key === key && last.reloadKey === input.reloadKey) {
          // Provider data that arrives (or changes) while the author is already filling the preview is
          // handed to the running store, as a host would: the values entered so far are kept.
          if (last.providerData !== input.providerData) {
            if (hasProviderData(input.providerData)) current.current.setProviderData(input.providerData);
            made.current = { ...last, providerData: input.providerData };
          }
          setState((s) => ({ ...s, diagnostics: result.diagnostics, parsedText: input.yaml }));
          return;
        }
        let script;
        if (input.script.trim() !== '') {
          const { createScriptRunner } = await import('@formwright/core/script');
          script = await createScriptRunner(input.script);
        }
        if (cancelled) return;
        const store = createForm(runnable, { buildMode: true, onDispatch: input.log.record, script });
        if (hasProviderData(input.providerData)) store.setProviderData(input.providerData);
        previewTimings.parseMs = parsed - started;
        previewTimings.storeMs = performance.now() - parsed;
        current.current?.dispose();
        current.current = store;
        made.current = { key, providerData: input.providerData, reloadKey: input.reloadKey };
        setState((s) => ({
          store,
          spec: runnable,
          diagnostics: result.diagnostics,
          parsedText: input.yaml,
          generation: s.generation + 1,
        }));
      },
      previewDelay(previewTimings.parseMs + previewTimings.storeMs),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [input.yaml, input.script, input.providerNames, input.log, input.providerData, input.reloadKey]);

  useEffect(() => () => current.current?.dispose(), []);
  return state;
}

/**
 * A fingerprint of everything a store is made from: metadata, components (with their source places, which
 * error lines and Ctrl+Alt+click read), report output, codes and data sources. Equal fingerprints make
 * equal stores.
 */
export function specFingerprint(spec: FormSpec): string {
  return JSON.stringify([
    spec.metadata,
    spec.components,
    spec.reportOutput,
    spec.diagnosticCodes,
    spec.exportsImages,
    spec.dataSources,
    spec.metadataRanges,
  ]);
}

function safeNames(script: string): string[] | undefined {
  try {
    return scriptFunctionNames(script);
  } catch {
    return undefined;
  }
}

/** Whether there is provider data to hand a store: a non-empty list of provider results. */
function hasProviderData(data: unknown): boolean {
  return Array.isArray(data) && data.length > 0;
}
