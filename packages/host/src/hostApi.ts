/**
 * The only file that knows the IDS7 host's hook names (docs/embedding.md#the-host-hooks). After mount the
 * hooks are functions on `window`; the runtime asks the parent window for provider data through its
 * `getData(names)` where the parent has one. Everything else in the runtime talks to the store. Shared by
 * the standalone runtime (apps/runtime's mount) and the designer's host simulator (/TemplateView).
 */
import {
  declaredSections,
  formRtfOptions,
  getReportSectionsRtf,
  sectionMarkups,
  snapshotFhirBundle,
  snapshotReportRtf,
  type FhirBundle,
  type FormStore,
} from '@formwright/core/runtime';

/** The hooks a mounted form puts on the host's window (docs/embedding.md#the-host-hooks). */
export interface HostHooks {
  /** Provider data from the host: the results list, or `{ results: [...] }`. */
  setProviderData(data: unknown): void;
  /** The form's custom state (user and script input per component), to save with the report. */
  getCustomState(): unknown;
  /** Restores a saved custom state (the object, or its JSON text). */
  setCustomState(state: unknown): void;
  /** The host says its data providers have new data: the form asks the parent for it again. */
  dataProvidersUpdated(): void;
  /** The provider data the form holds now. */
  getProviderData(): unknown;
  /** The whole report as RTF text. */
  getReportRtf(): string;
  /** One RTF document per report section, `{ sectionId: rtf }` (v2 reports only; v1: undefined). */
  getReportSectionsRtf(): Record<string, string> | undefined;
  /** Empties every user and script input. */
  clearState(): void;
  /** The filled form as a FHIR R4 Bundle (decisions D13, docs/fhir.md): QuestionnaireResponse, DiagnosticReport, Observations. */
  getFhirBundle(): FhirBundle;
}

/** The names of the hooks, in the order docs/embedding.md#the-host-hooks lists them. */
export const HOOK_NAMES = [
  'setProviderData',
  'getCustomState',
  'setCustomState',
  'dataProvidersUpdated',
  'getProviderData',
  'getReportRtf',
  'getReportSectionsRtf',
  'clearState',
  'getFhirBundle',
] as const satisfies readonly (keyof HostHooks)[];

/** docs/diagnostics.md (no-get-data): the parent window has no getData hook. */
export const NO_GET_DATA = 'Unable to fetch base container getData method...';

type GetData = (names: readonly string[]) => unknown;

/** The parent's `getData`, if the runtime runs in a frame (or page) whose parent has one. */
function parentGetData(win: Window): GetData | undefined {
  try {
    const parent = win.parent as unknown as { getData?: unknown } | null;
    return parent && typeof parent.getData === 'function'
      ? (parent.getData as GetData).bind(parent)
      : undefined;
  } catch {
    // A cross-origin parent throws on access: it has no hook we may call.
    return undefined;
  }
}

/**
 * Asks the parent for provider data by name and hands what it answers (at once or as a promise) to the
 * store. Without a parent hook it warns once with the spec's message and does nothing.
 */
export function requestProviderData(win: Window, store: FormStore, names: readonly string[]): void {
  const getData = parentGetData(win);
  if (!getData) {
    console.warn(NO_GET_DATA);
    return;
  }
  let answer: unknown;
  try {
    answer = getData(names);
  } catch (e) {
    console.warn('Formwright: the host getData failed', e);
    return;
  }
  const deliver = (data: unknown): void => {
    if (data !== undefined && data !== null) store.setProviderData(data);
  };
  if (answer && typeof (answer as { then?: unknown }).then === 'function') {
    (answer as Promise<unknown>).then(deliver, (e: unknown) =>
      console.warn('Formwright: the host getData failed', e),
    );
  } else {
    deliver(answer);
  }
}

/** Reads a state the host may hand over as JSON text. */
function stateOf(state: unknown): unknown {
  if (typeof state !== 'string') return state;
  try {
    return JSON.parse(state) as unknown;
  } catch {
    return state; // The store reports a malformed state itself ('state-ignored').
  }
}

/** The hooks over one store. `dataSources` are the providers the form reads (the spec's model). */
export function createHostHooks(win: Window, store: FormStore, dataSources: readonly string[]): HostHooks {
  return {
    setProviderData: (data) => store.setProviderData(data),
    getCustomState: () => store.saveState(),
    setCustomState: (state) => store.loadState(stateOf(state)),
    dataProvidersUpdated: () => requestProviderData(win, store, dataSources),
    getProviderData: () => store.getProviderData(),
    getReportRtf: () => snapshotReportRtf(store.getSnapshot()).rtf,
    getReportSectionsRtf: () => {
      const snapshot = store.getSnapshot();
      const options = formRtfOptions(snapshot.spec);
      const result = getReportSectionsRtf(
        { markup: snapshot.report.markup, sections: sectionMarkups(snapshot) },
        options,
      );
      if (!result.sections) return undefined;
      const out: Record<string, string> = {};
      for (const s of result.sections) out[s.id] = s.rtf;
      // A declared section that rendered nothing still gets its (empty) document.
      for (const id of declaredSections(snapshot.spec)) out[id] ??= '';
      return out;
    },
    clearState: () => store.clearState(),
    getFhirBundle: () => snapshotFhirBundle(store.getSnapshot()),
  };
}

/**
 * Puts the hooks on the window and returns the function that takes them off again, leaving any hook
 * that someone else installed since (a later mount) in place.
 */
export function installHostHooks(win: Window, hooks: HostHooks): () => void {
  const target = win as unknown as Record<string, unknown>;
  for (const name of HOOK_NAMES) target[name] = hooks[name];
  return () => {
    for (const name of HOOK_NAMES) if (target[name] === hooks[name]) delete target[name];
  };
}
