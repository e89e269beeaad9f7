/**
 * The live preview's state: after a short debounce the specification is parsed once (the same parse feeds
 * the lint markers), a good parse makes a new store (recording into the action log), a bad one keeps the
 * last good form and lists the errors. The preview shows every store through one StableStore, so a new
 * store re-renders only the components whose state changed instead of remounting the whole form. The
 * values the author entered carry over to each new store (see carriedState), so the live report shows the
 * edited text with the same values; 'Reload data sources' starts afresh.
 */
import { useEffect, useRef, useState } from 'react';
import {
  readFormText,
  type Diagnostic,
  type FormSpec,
  type FormText,
  type ScriptFacts,
} from '@formwright/core/authoring';
import { checkedScriptFacts, createForm, type FormStore } from '@formwright/core/headless';
import type { SavedComponentState, SavedState } from '@formwright/core/runtime';
import type { ActionLog } from './actionLog';
import { equalData, StableStore } from './stableStore';
import { previewDiagnostics } from './providerFieldDiagnostics';

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

/**
 * How long to wait before parsing (ms): nothing when the last parse finished at least previewDelay(cost)
 * ago, so a keystroke after a pause shows in the markers and the preview at once; otherwise until then, so
 * a burst of typing is parsed at most once per previewDelay and a huge specification still leaves the main
 * thread free about half the time.
 */
export function previewWait(now: number, lastEnd: number, lastCostMs: number): number {
  return Math.max(0, Math.ceil(lastEnd + previewDelay(lastCostMs) - now));
}

/**
 * What a new store takes over from the one before it after an edit: every value the author entered (the
 * user layer of each component, List items with their list), and what the form's script set while its
 * script is the same text (a changed script starts from its own init). Ids the new text no longer has
 * are skipped by the store; values are normalised by their component's type as in a setState.
 */
export function carriedState(saved: SavedState, sameScript: boolean): SavedState {
  if (sameScript) return saved;
  const out: Record<string, SavedComponentState> = {};
  for (const [id, entry] of Object.entries(saved)) {
    if (!entry.user) continue;
    const { script: _dropped, ...kept } = entry;
    out[id] = kept;
  }
  return out;
}

/** How long the last good parse and its new store took (ms): the bench reads them. */
export const previewTimings = { parseMs: 0, storeMs: 0 };

/** What the preview shows. */
export interface PreviewState {
  /**
   * The preview's store (undefined before the first good parse): one StableStore for the preview's life,
   * forwarding to the store of the last good parse.
   */
  readonly store: FormStore | undefined;
  readonly spec: FormSpec | undefined;
  /** The latest parse's findings. */
  readonly diagnostics: readonly Diagnostic[];
  /** The text the diagnostics belong to. */
  readonly parsedText: string;
  /** Bumped by every new store (keys the form view). */
  readonly generation: number;
  /**
   * The latest parse could not make a form (a fatal error): the store still holds the last good form and
   * its values, but the preview must not show it as if it were the text's.
   */
  readonly fatal?: boolean;
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
export function usePreview(props: PreviewInput): PreviewState {
  const { yaml, script, providerNames, log, providerData, reloadKey } = props;
  const [state, setState] = useState<PreviewState>({
    store: undefined,
    spec: undefined,
    diagnostics: [],
    parsedText: '',
    generation: 0,
  });
  const current = useRef<FormStore | undefined>(undefined);
  const stable = useRef<StableStore | undefined>(undefined);
  const made = useRef<
    { spec: FormSpec; script: string; providerData: unknown; reloadKey: number | undefined } | undefined
  >(undefined);
  /** When the last parse finished (performance.now()). */
  const lastEnd = useRef(Number.NEGATIVE_INFINITY);
  /** The last parse and what it read: provider data or a reload alone needs no new parse. */
  const lastParse = useRef<LastParse | undefined>(undefined);
  /** What the script's check found (its functions, whether it parses), for the script text it checked. */
  const facts = useRef<{ script: string; facts: Promise<ScriptFacts | undefined> } | undefined>(undefined);

  useEffect(() => {
    const input: PreviewInput = { yaml, script, providerNames, log, providerData, reloadKey };
    let cancelled = false;
    const timer = setTimeout(
      async () => {
        // The script is checked (never run) once per text: the rule for a script that does not parse is
        // core's (readFormText), as in validate, the runtime and the form tests.
        if (facts.current?.script !== input.script)
          facts.current = { script: input.script, facts: checkedScriptFacts(input.script) };
        const scriptFacts = await facts.current.facts;
        if (cancelled) return;
        const started = performance.now();
        const read = parseOnce(lastParse, input, scriptFacts);
        const parsed = performance.now();
        const runnable = read.runnable;
        // While a form runs its store reports the script's diagnostics; one that cannot run lists them here.
        const result = { runnable, diagnostics: runnable ? read.specDiagnostics : read.diagnostics };
        if (!runnable) {
          lastEnd.current = performance.now();
          setState((s) => ({ ...s, diagnostics: result.diagnostics, parsedText: input.yaml, fatal: true }));
          return;
        }
        // The same form as the store already runs (an edit in a comment or blank space): keep the store
        // and the values the author entered; only the findings are new.
        const last = made.current;
        if (
          current.current &&
          last &&
          last.script === input.script &&
          last.reloadKey === input.reloadKey &&
          sameForm(last.spec, runnable)
        ) {
          lastEnd.current = performance.now();
          // Provider data that arrives (or changes) while the author is already filling the preview is
          // handed to the running store, as a host would: the values entered so far are kept.
          if (last.providerData !== input.providerData) {
            if (hasProviderData(input.providerData)) current.current.setProviderData(input.providerData);
            made.current = { ...last, providerData: input.providerData };
          }
          const diagnostics = previewDiagnostics(result, input.providerData);
          setState((s) => ({ ...s, diagnostics, parsedText: input.yaml, fatal: false }));
          return;
        }
        let script;
        if (input.script.trim() !== '') {
          const { createScriptRunner } = await import('@formwright/core/script');
          script = await createScriptRunner(input.script);
        }
        if (cancelled) return;
        // Carrying the values over is not the author's interaction: it stays out of the action log.
        let carrying = false;
        const store = createForm(runnable, {
          buildMode: true,
          onDispatch: (step) => {
            if (!carrying) input.log.record(step);
          },
          script,
        });
        if (hasProviderData(input.providerData)) store.setProviderData(input.providerData);
        const before = current.current;
        if (before && last && last.reloadKey === input.reloadKey) {
          const carried = carriedState(before.saveState(), last.script === input.script);
          if (Object.keys(carried).length > 0) {
            carrying = true;
            try {
              store.loadState(carried);
            } finally {
              carrying = false;
            }
          }
        }
        previewTimings.parseMs = parsed - started;
        previewTimings.storeMs = performance.now() - parsed;
        const previous = current.current;
        if (stable.current) stable.current.swap(store);
        else stable.current = new StableStore(store);
        previous?.dispose();
        current.current = store;
        made.current = {
          spec: runnable,
          script: input.script,
          providerData: input.providerData,
          reloadKey: input.reloadKey,
        };
        lastEnd.current = performance.now();
        const shown = stable.current;
        setState((s) => ({
          store: shown,
          spec: runnable,
          diagnostics: previewDiagnostics(result, input.providerData),
          parsedText: input.yaml,
          generation: s.generation + 1,
          fatal: false,
        }));
      },
      previewWait(performance.now(), lastEnd.current, previewTimings.parseMs + previewTimings.storeMs),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [yaml, script, providerNames, log, providerData, reloadKey]);

  useEffect(() => () => (stable.current ?? current.current)?.dispose(), []);
  return state;
}

/**
 * Whether two specs make the same store: equal metadata, components (with their source places, which
 * error lines and Ctrl+Alt+click read), report output, codes and data sources. Compared as data, stopping
 * at the first difference (a 2,000-line form is not serialised on every keystroke).
 */
export function sameForm(a: FormSpec, b: FormSpec): boolean {
  return (
    equalData(a.metadata, b.metadata) &&
    equalData(a.components, b.components) &&
    equalData(a.reportOutput, b.reportOutput) &&
    equalData(a.diagnosticCodes, b.diagnosticCodes) &&
    equalData(a.exportsImages, b.exportsImages) &&
    equalData(a.dataSources, b.dataSources) &&
    equalData(a.metadataRanges, b.metadataRanges)
  );
}

/** The last parse of the preview and what it read. */
interface LastParse {
  readonly yaml: string;
  readonly script: string;
  readonly names: readonly string[];
  readonly facts: ScriptFacts | undefined;
  readonly result: FormText;
}

/**
 * The input read knowing the script's facts (core's readFormText), or the last result when text, script,
 * its facts and provider names are the same: provider data arriving after the first parse (or Reload data
 * sources) needs no second parse of the text.
 */
export function parseOnce(
  last: { current: LastParse | undefined },
  input: PreviewInput,
  facts?: ScriptFacts,
): FormText {
  const p = last.current;
  const names = input.providerNames;
  if (
    p &&
    p.yaml === input.yaml &&
    p.script === input.script &&
    p.facts === facts &&
    p.names.length === names.length &&
    p.names.every((n, i) => n === names[i])
  )
    return p.result;
  // The last reading goes along: a keystroke inside one value is read without parsing the whole text.
  const result = readFormText(input.yaml, facts, {
    knownProviders: input.providerNames,
    ...(p ? { previous: p.result } : {}),
  });
  last.current = { yaml: input.yaml, script: input.script, names: input.providerNames, facts, result };
  return result;
}

/** Whether there is provider data to hand a store: a non-empty list of provider results. */
function hasProviderData(data: unknown): boolean {
  return Array.isArray(data) && data.length > 0;
}
