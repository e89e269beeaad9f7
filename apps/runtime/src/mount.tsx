/**
 * `mount(element, options)` (docs/architecture.md#entry-points): loads the form, renders the form view into the element,
 * puts the host hooks on the window, asks the parent for provider data, and follows the host's theme
 * when none is given. The returned handle's `unmount()` undoes all of it.
 */
import { createRoot } from 'react-dom/client';
import { useSyncExternalStore } from 'react';
import { FormView } from '@formwright/react';
import type { Diagnostic, FormStore } from '@formwright/core/runtime';
import { createHostHooks, installHostHooks, requestProviderData } from './hostApi';
import { loadForm } from './loadForm';
import type { MountHandle, MountOptions, Theme } from './options';
import { hostTheme, pollHostTheme } from './theme';
import { SpecErrors } from './SpecErrors';

/** A tiny observable for the theme, so a host theme change re-renders without remounting. */
function themeCell(initial: Theme) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: Theme) {
      value = next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

type ThemeCell = ReturnType<typeof themeCell>;

function Root(props: {
  readonly store: FormStore;
  readonly theme: ThemeCell;
  readonly options: MountOptions;
  readonly specDiagnostics: readonly Diagnostic[];
}) {
  const theme = useSyncExternalStore(props.theme.subscribe, props.theme.get, props.theme.get);
  const { options } = props;
  return (
    <FormView
      store={props.store}
      theme={theme}
      inPacs={options.inPacs === true}
      buildMode={options.buildMode === true}
      {...(options.onSpecLine ? { onSpecLine: options.onSpecLine } : {})}
      specDiagnostics={props.specDiagnostics}
      {...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {})}
    />
  );
}

/** Mounts a form into `element`; resolves once the form is on screen. */
export async function mount(element: HTMLElement, options: MountOptions): Promise<MountHandle> {
  if (!(element instanceof HTMLElement))
    throw new TypeError('Formwright.mount: element must be an HTML element');
  if (!options || options.spec === undefined || options.spec === null)
    throw new TypeError('Formwright.mount: options.spec is required');
  if (
    options.allowedHosts !== undefined &&
    !(Array.isArray(options.allowedHosts) && options.allowedHosts.every((h) => typeof h === 'string'))
  )
    throw new TypeError('Formwright.mount: options.allowedHosts must be a list of host names');
  const win = element.ownerDocument.defaultView ?? window;
  // The script may ask for provider data (RequestDataProviderUpdate) once the store exists.
  const current: { store?: FormStore } = {};
  const loaded = await loadForm(options, {
    onProviderUpdateRequest: (names) => {
      if (current.store) requestProviderData(win, current.store, names ?? loaded.dataSources);
    },
  });
  const store = loaded.store;
  const theme = themeCell(options.theme ?? hostTheme(element.ownerDocument));
  const stopPolling = options.theme ? () => {} : pollHostTheme(element.ownerDocument, theme.get(), theme.set);
  const root = createRoot(element);
  if (!store) {
    root.render(<SpecErrors diagnostics={loaded.specDiagnostics} theme={theme.get()} />);
    return {
      unmount() {
        stopPolling();
        root.unmount();
      },
    };
  }
  const running = store;
  current.store = running;
  if (options.state !== undefined && options.state !== null) running.loadState(options.state);
  const uninstall = installHostHooks(win, createHostHooks(win, running, loaded.dataSources));
  root.render(
    <Root store={running} theme={theme} options={options} specDiagnostics={loaded.specDiagnostics} />,
  );
  running.mount();
  if (loaded.dataSources.length > 0) requestProviderData(win, running, loaded.dataSources);
  // Resolve after React has committed the first render, so the caller sees the form on screen.
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  let done = false;
  return {
    unmount() {
      if (done) return;
      done = true;
      stopPolling();
      uninstall();
      root.unmount();
      running.dispose();
    },
  };
}
