import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { Diagnostic, FormSnapshot, FormStore } from '@formwright/core/runtime';
import { useFormStore } from '../store/FormContext';
import { FormProvider } from '../store/FormProvider';
import { useFormSelector } from '../store/useFormSelector';
import { defaultViews } from '../views/index';
import type { ViewMap } from '../views/types';
import { HiddenInputs } from '../hidden/HiddenInputs';
import { ImageSinkContext, type ImageSink } from '../hidden/ImageSink';
import { IconSet } from '../icons/IconSet';
import { BuildErrorList, ProvenancePanel } from './buildModeViews';
import { ComponentErrorBoundary } from './ComponentErrorBoundary';
import { ComponentList } from './ComponentView';
import { FormEnvContext, ViewsContext, type FormEnv } from './FormEnv';
import { FormErrorBoundary } from './FormErrorBoundary';
import { SPACING_GAPS } from './spacing';
import { useTexts } from './useTexts';
import {
  componentOf,
  focusComponent,
  FORM_KEYSHORTCUTS,
  hasSuggestions,
  nextEmptyField,
  sectionOf,
  suggestionCommand,
} from './suggestionKeys';
import { KeysHelp } from './KeysHelp';
import { ProvenanceScope } from './ProvenanceHighlight';
import { useProgressiveRoots } from './progressiveRoots';

/** FormView's props (the standalone runtime and the designer's preview pass the same). */
export interface FormViewProps {
  readonly store: FormStore;
  /** Dark (the default) or light. */
  readonly theme?: 'dark' | 'light';
  /** Inside the PACS viewer: no 75vh height cap on the scroll container. */
  readonly inPacs?: boolean;
  /** Build mode (designer preview): the error display at the top and Ctrl+Alt+click to a spec line. */
  readonly buildMode?: boolean;
  /** Called in build mode with the specification line (1-based) of a Ctrl+Alt+clicked component. */
  readonly onSpecLine?: (line: number) => void;
  /** The specification's diagnostics (parseSpec's), listed in build mode. */
  readonly specDiagnostics?: readonly Diagnostic[];
  /** Views to use instead of the defaults, by type. */
  readonly views?: Partial<ViewMap>;
  /**
   * Hosts (`host` or `host:port`) that images and links in the form's HTML may reach besides the page's own
   * origin and data URIs; none by default (docs/embedding.md#author-html).
   */
  readonly allowedHosts?: readonly string[];
}

const NO_DIAGNOSTICS: readonly Diagnostic[] = [];
const NO_HOSTS: readonly string[] = [];
const NO_IMAGES: Readonly<Record<string, string>> = {};

let storeCount = 0;
const storeKeys = new WeakMap<FormStore, number>();

/** A number per store object, for React keys: a new store remounts what belonged to the old one. */
function storeKeyOf(store: FormStore): number {
  let key = storeKeys.get(store);
  if (key === undefined) {
    key = ++storeCount;
    storeKeys.set(store, key);
  }
  return key;
}
const selectRoots = (s: FormSnapshot) => s.roots;

/**
 * The specification line of a component instance, read from the snapshot's spec: a store that shares
 * unchanged component states across specs (the designer's preview) may hand out a state whose node still
 * holds an earlier text's position.
 */
function specLineOf(snapshot: FormSnapshot, id: string): number | undefined {
  const node = snapshot.components.get(id)?.node;
  if (!node) return undefined;
  return (snapshot.spec.byId.get(node.id) ?? node).range.line;
}

/**
 * A whole form on screen: provides the store and the views, mounts the store while shown (timers, the
 * script's init event), and renders the instance tree's roots inside the scroll container (75vh unless
 * `inPacs`) with the hidden icon set, the hidden inputs for the host, the form-level error boundary and,
 * in build mode, the error display. Theme dark by default; row spacing from Metadata.defaults.
 */
export function FormView({
  store,
  theme = 'dark',
  inPacs = false,
  buildMode = false,
  onSpecLine,
  specDiagnostics = NO_DIAGNOSTICS,
  views,
  allowedHosts = NO_HOSTS,
}: FormViewProps) {
  useEffect(() => {
    // StrictMode mounts, unmounts and mounts again: the store treats that as one mount that resumes.
    store.mount();
    return () => store.unmount();
  }, [store]);

  const rootRef = useRef<HTMLDivElement>(null);
  const readTitle = () => store.getSnapshot().spec.metadata.title;
  const title = useSyncExternalStore(store.subscribe, readTitle, readTitle);
  // A new spec behind the same store (the designer's preview) clears a form-level error.
  const readSpec = () => store.getSnapshot().spec;
  const spec = useSyncExternalStore(store.subscribe, readSpec, readSpec);
  // Images and the boundary belong to one store: a new store (the designer's next good parse) starts
  // without the old form's images and gets a fresh boundary.
  const [imageState, setImageState] = useState<{
    store: FormStore;
    images: Readonly<Record<string, string>>;
  }>(() => ({ store, images: {} }));
  const images = imageState.store === store ? imageState.images : NO_IMAGES;
  const storeKey = storeKeyOf(store);
  const [generation, setGeneration] = useState(0);
  const sink = useMemo<ImageSink>(
    () => ({
      set: (id, png) =>
        setImageState((prev) => {
          const current = prev.store === store ? prev.images : NO_IMAGES;
          if (current[id] === png) return prev;
          const next = { ...current };
          if (png === undefined) delete next[id];
          else next[id] = png;
          return { store, images: next };
        }),
    }),
    [store],
  );
  const allViews = useMemo<ViewMap>(() => ({ ...defaultViews, ...views }) as ViewMap, [views]);
  const env = useMemo<FormEnv>(
    () => ({ theme, inPacs, buildMode, root: () => rootRef.current, allowedHosts }),
    [theme, inPacs, buildMode, allowedHosts],
  );

  const onClickCapture = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      if (!buildMode || !e.ctrlKey || !e.altKey) return;
      const el = (e.target as Element).closest?.('[data-fw-id]');
      const id = el?.getAttribute('data-fw-id');
      const line = id ? specLineOf(store.getSnapshot(), id) : undefined;
      if (line === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      onSpecLine?.(line);
    },
    [buildMode, onSpecLine, store],
  );

  // The fastest path's keys (form/suggestionKeys.ts): accept the form's or the focused section's
  // suggestions as one action, or go to the next empty field.
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      const command = suggestionCommand(e);
      if (!command) return;
      e.preventDefault();
      const target = e.target as Element;
      if (command === 'acceptForm') store.update({ type: 'acceptSuggestions', id: 'form' });
      else if (command === 'acceptSection')
        store.update({ type: 'acceptSuggestions', id: sectionOf(target) ?? 'form' });
      else {
        const next = nextEmptyField(store.getSnapshot(), componentOf(target));
        if (next) focusComponent(rootRef.current, next);
      }
    },
    [store],
  );

  return (
    <FormProvider store={store}>
      <FormEnvContext.Provider value={env}>
        <ViewsContext.Provider value={allViews}>
          <ImageSinkContext.Provider value={sink}>
            <div
              ref={rootRef}
              className={`fw-form fw-theme-${theme}${inPacs ? ' fw-in-pacs' : ''}`}
              data-theme={theme}
              // A named form landmark: the whole form is reachable as one region, named by its title.
              role="form"
              aria-label={title || undefined}
              onClickCapture={onClickCapture}
              onKeyDown={onKeyDown}
              aria-keyshortcuts={FORM_KEYSHORTCUTS}
            >
              <IconSet />
              {buildMode && <BuildErrorList specDiagnostics={specDiagnostics} onSpecLine={onSpecLine} />}
              <ProvenanceScope>
                <FormErrorBoundary
                  key={storeKey}
                  resetKey={spec}
                  onReload={() => setGeneration((g) => g + 1)}
                >
                  <FormBody key={generation} />
                  {buildMode && <ProvenancePanel onSpecLine={onSpecLine} />}
                </FormErrorBoundary>
              </ProvenanceScope>
              {/* Apart from the form's boundary: the host keeps its outputs while the form shows the error. */}
              <ComponentErrorBoundary id="#HiddenInputs">
                <HiddenInputs images={images} />
              </ComponentErrorBoundary>
            </div>
          </ImageSinkContext.Provider>
        </ViewsContext.Provider>
      </FormEnvContext.Provider>
    </FormProvider>
  );
}

/**
 * The scroll container with the roots of the instance tree, spaced by the form's rowSpacing. Memoised (it
 * has no props): FormView re-rendering for its own props re-renders no component view.
 */
const FormBody = memo(function FormBody() {
  const store = useFormStore();
  const allRoots = useFormSelector(selectRoots);
  const roots = useProgressiveRoots(store, allRoots);
  const skipOffscreen = useLaidOutOnce(roots === allRoots);
  const texts = useTexts();
  const spacing = String(texts['rowSpacing'] ?? 'normal');
  const style = { '--fw-row-gap': `${SPACING_GAPS[spacing] ?? SPACING_GAPS['normal']}px` } as CSSProperties;
  return (
    <div className="fw-scroll" data-spacing={spacing} style={style}>
      {/* Inside the scroll container, so the form stays 75vh high (docs/architecture.md#what-a-view-reads) with its keys' help. */}
      <KeysHelp store={store} hasSuggestions={hasSuggestions} />
      <div className="fw-body" data-fw-skip-offscreen={skipOffscreen ? 'true' : undefined}>
        <ComponentList ids={roots} />
      </div>
    </div>
  );
});

/**
 * True two frames after `complete` first holds (every root mounted): from then on the body lets the
 * browser skip the fields off screen (fields.css, `content-visibility: auto`). Every field is laid out
 * once before that, so each keeps its real size while skipped (`contain-intrinsic-size: auto`) and the
 * page neither jumps nor changes height when one scrolls into view.
 */
function useLaidOutOnce(complete: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!complete || done || typeof requestAnimationFrame !== 'function') return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setDone(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [complete, done]);
  return done;
}
