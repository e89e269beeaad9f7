/**
 * The form the editor's route names, loaded once per route: a saved version from the form store (alert
 * and 'failed' when it cannot be read), or the demo, starter or empty text of /demo, /new and /fromFile.
 */
import { useEffect, useRef, useState } from 'react';
import type { StoredForm } from '../../api/formRepository';
import { formKeyOf } from '../../../protocol/messages';
import type { EditorTarget } from '../../routes';
import { useApp } from '../../session/SessionContext';
import { DEMO_FORM, STARTER_FORM } from './starterForms';

/** A loaded form: its draft key, route, stored version (none for a new form) and texts as loaded. */
export interface LoadedForm {
  readonly key: string;
  readonly target: EditorTarget;
  readonly template: StoredForm | undefined;
  readonly isLatest: boolean;
  readonly initialYaml: string;
  readonly initialScript: string;
  /** The version's form tests (its `Tests` field). */
  readonly initialTests: string;
}

/** The loaded form, or undefined when none is loaded or loading. */
export function loadedOf(loaded: LoadedForm | 'failed' | undefined): LoadedForm | undefined {
  return loaded && loaded !== 'failed' ? loaded : undefined;
}

/** Loads `target`'s form; `reset` (the newest one) runs as each load starts, to clear the page's state. */
export function useLoadedForm(
  target: EditorTarget | undefined,
  reset: () => void,
): LoadedForm | 'failed' | undefined {
  const { forms } = useApp();
  const [loaded, setLoaded] = useState<LoadedForm | 'failed' | undefined>(undefined);
  const latestReset = useRef(reset);
  latestReset.current = reset;
  useEffect(() => {
    if (!target) return;
    let live = true;
    setLoaded(undefined);
    latestReset.current();
    const key = formKeyOf(target);
    const done = (template: StoredForm | undefined, isLatest: boolean, yaml: string, script: string) =>
      live &&
      setLoaded({
        key,
        target,
        template,
        isLatest,
        initialYaml: yaml,
        initialScript: script,
        initialTests: template?.Tests ?? '',
      });
    if (target.kind === 'saved') {
      forms.get(target.id, target.version).then(
        (t) =>
          done(
            t,
            target.version === undefined || t.MaxVersion === undefined || t.Version >= t.MaxVersion,
            t.Template.Yaml,
            t.Template.JsCode ?? '',
          ),
        () => {
          if (!live) return;
          setLoaded('failed');
          window.alert('failed server load of template see log for details');
        },
      );
    } else
      done(
        undefined,
        true,
        target.kind === 'demo' ? DEMO_FORM : target.kind === 'new' ? STARTER_FORM : '',
        '',
      );
    return () => {
      live = false;
    };
  }, [target, forms]);
  return loaded;
}
