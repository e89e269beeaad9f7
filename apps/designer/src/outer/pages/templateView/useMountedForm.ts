/**
 * TemplateView's mounted form: Mount runs the specification and script as the runtime loads them; a
 * mounted store gets the host hooks on the window and is asked for its providers' data, as mount() does;
 * opened on the edited form, it mounts at once, as the author would press Mount.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { FormStore } from '@formwright/core/headless';
import { createHostHooks, installHostHooks, requestProviderData } from '@formwright/host';
import { runForm, type RunningForm } from '../preview/runForm';
import type { EditedForm } from './editedForm';

/** A running form and the mount it came from (a new FormView for each). */
export type Mounted = RunningForm & { readonly generation: number };

/** The mounted form and Mount. */
export function useMountedForm(
  sources: { readonly spec: string; readonly script: string; readonly buildMode: boolean },
  opened: EditedForm | undefined,
  setStatus: Dispatch<SetStateAction<string>>,
) {
  const { spec, script, buildMode } = sources;
  const [mounted, setMounted] = useState<Mounted | undefined>(undefined);
  const generation = useRef(0);

  useEffect(() => {
    const store = mounted?.store;
    if (!store) return undefined;
    const uninstall = installHostHooks(window, createHostHooks(window, store, mounted.dataSources));
    if (mounted.dataSources.length > 0) requestProviderData(window, store, mounted.dataSources);
    return () => {
      uninstall();
      store.dispose();
    };
  }, [mounted]);

  const mount = useCallback(async () => {
    if (spec.trim() === '') {
      setStatus('Paste or load a specification first.');
      return;
    }
    setStatus('Mounting…');
    const running: { store?: FormStore } = {};
    const form = await runForm(spec, script, {
      buildMode,
      onProviderUpdateRequest: (names) => {
        if (running.store) requestProviderData(window, running.store, names ?? form.dataSources);
      },
    });
    running.store = form.store;
    generation.current += 1;
    setMounted({ ...form, generation: generation.current });
    setStatus(form.store ? 'Mounted' : 'The form cannot be shown: its specification has errors.');
  }, [spec, script, buildMode, setStatus]);

  const mountedOpened = useRef(false);
  useEffect(() => {
    if (!opened || mountedOpened.current) return;
    mountedOpened.current = true;
    void mount().then(() =>
      setStatus((s) =>
        s === 'Mounted' ? `Mounted the form being edited: ${opened.title ?? 'untitled'}` : s,
      ),
    );
  }, [opened, mount, setStatus]);

  return { mounted, mount };
}
