/** The frame's Initialize for a loaded form: its texts (or the local draft's), options, roles and carried values. */
import { useMemo, type RefObject } from 'react';
import type { InitializePayload } from '../../../protocol/messages';
import { hasRole, Role } from '../../session/roles';
import { useApp } from '../../session/SessionContext';
import { readDraft } from './drafts';
import { storedEditorOptions } from './editorOptions';
import { loadedOf, type LoadedForm } from './useLoadedForm';

/** The preview's values at the last save, for the saved version's frame. */
export interface CarriedState {
  readonly id: string;
  readonly version: number;
  readonly state: unknown;
}

/** Initialize for `loaded`, undefined until it is loaded; new when the form or the provider names change. */
export function useInitialize(
  loaded: LoadedForm | 'failed' | undefined,
  providerNames: readonly string[],
  carried: RefObject<CarriedState | undefined>,
): InitializePayload | undefined {
  const { session, colorMode } = useApp();
  const role = session.user?.Role;
  return useMemo((): InitializePayload | undefined => {
    const l = loadedOf(loaded);
    if (!l) return undefined;
    const draft = readDraft(l.key);
    return {
      yaml: draft?.yaml ?? l.initialYaml,
      script: draft?.script ?? l.initialScript,
      savedYaml: l.initialYaml,
      savedScript: l.initialScript,
      tests: draft?.tests ?? l.initialTests,
      savedTests: l.initialTests,
      name: l.template?.Name ?? '',
      id: l.template?.Id,
      version: l.template?.Version,
      isLatest: l.isLatest,
      colorMode,
      options: storedEditorOptions(colorMode),
      providerNames,
      origin: window.location.origin,
      openImport: l.target.kind === 'fromFile' && !draft,
      canOverrideTests: hasRole(role, Role.ProviderAdmin),
      ...(carried.current &&
      carried.current.id === l.template?.Id &&
      carried.current.version === l.template?.Version
        ? { previewState: carried.current.state }
        : {}),
    };
    // The colour mode reaches a running frame through SetAppColorMode, not a new Initialize: the frame
    // starts in the colour mode of its load.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colorMode: a change must not reload the frame
  }, [loaded, providerNames, role, carried]);
}
