/**
 * The Build tab: 'Create new build' or 'Download existing build' (saving first, after the spec's
 * confirmation, when unsaved), the required data sources and IDS7 version, and the versions table with
 * select-all and delete under the build rules.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FormSpec } from '@formwright/core/authoring';
import type { ScenarioResult } from '@formwright/core/headless';
import { TESTS_FAIL_PREFIX } from '../../shared/buildGate';
import { TestGate } from '../formTests/TestGate';
import type { VersionRow } from '../../outer/api/formRepository';
import { HAS_BUILD_TOOLTIP, hasBuild, requiredVersionOf, selectAll } from '../preview/buildRules';
import { frameChannel } from '../frameChannel';
import { formatDateTime } from '../../shared/dates';

/** The confirmation before building an unsaved form. */
export const SAVE_BEFORE_BUILD =
  'You cannot build an IDS7 template without saving first, do you wish to save now?';
/** The confirmation before deleting versions. */
export const DELETE_VERSIONS_CONFIRM = 'Do you really want to permanently delete the selected versions?';
/** The confirmation when every version is selected: the whole form goes. */
export const DELETE_FORM_CONFIRM = 'Do you really want to permanently delete the WHOLE form?';

/** Props of BuildTab. */
export interface BuildTabProps {
  readonly id: string | undefined;
  readonly version: number | undefined;
  readonly unsaved: boolean;
  readonly spec: FormSpec | undefined;
  readonly ask: (text: string) => Promise<boolean>;
  readonly tell: (text: string) => Promise<void>;
  /** Saves the form; `thenBuild` builds the saved version once it is saved. */
  readonly save: (thenBuild?: boolean) => Promise<boolean>;
  /** The form tests' latest results (a build runs them first) and whether the user may override them. */
  readonly testResults?: readonly ScenarioResult[];
  readonly canOverrideTests?: boolean;
}

/** The Build tab. */
export function BuildTab(props: BuildTabProps) {
  const { id, version, unsaved, spec, ask, tell, save } = props;
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [versions, setVersions] = useState<VersionRow[] | undefined>(undefined);
  const [checked, setChecked] = useState<number[]>([]);
  const current = versions?.find((v) => v.Version === version);

  const load = useCallback(() => {
    if (!id) return;
    frameChannel.request('GetTemplateVersionsById', { id }).then(
      (list) => setVersions(list ?? []),
      () => setVersions([]),
    );
  }, [id]);
  useEffect(load, [load]);

  const requirement = spec ? requiredVersionOf(spec) : undefined;
  const build = async () => {
    if (unsaved || !id) {
      if (!(await ask(SAVE_BEFORE_BUILD))) return;
      await save(true); // the saved version is built as soon as it is saved (the save opens it)
      return;
    }
    await requestBuild(false);
  };
  const requestBuild = async (override: boolean) => {
    if (!id) return; // build() saves an unsaved form first
    try {
      await frameChannel.request('BuildIds7Package', { id, version, override });
      setRefusal(undefined);
      load();
    } catch (e) {
      const text = (e as Error).message;
      // A build refused for failing tests stays listed in the tab, with the override for a ProviderAdmin.
      if (text.startsWith(TESTS_FAIL_PREFIX)) setRefusal(text);
      else await tell(text);
    }
  };

  return (
    <div className="fw-build">
      <div className="fw-toolbar">
        <button type="button" onClick={build}>
          {current && hasBuild(current) ? 'Download existing build' : 'Create new build'}
        </button>
      </div>
      <TestGate
        results={props.testResults ?? []}
        canOverride={props.canOverrideTests === true}
        refusal={refusal}
        onOverride={() => void requestBuild(true)}
      />
      <dl className="fw-facts">
        <dt>Required data sources</dt>
        <dd>{spec && spec.dataSources.length > 0 ? spec.dataSources.join(', ') : 'None'}</dd>
        <dt>Required IDS7 version</dt>
        <dd>
          {requirement ? requirement.min : '–'}
          {requirement?.max ? ` (at most ${requirement.max})` : ''}
        </dd>
      </dl>
      {!id ? (
        <p className="fw-empty">No versions available...</p>
      ) : versions === undefined ? (
        <p className="fw-empty">Loading, please wait...</p>
      ) : versions.length === 0 ? (
        <p className="fw-empty">No versions available...</p>
      ) : (
        <>
          <table className="fw-table">
            <thead>
              <tr>
                <th>
                  <input
                    type="checkbox"
                    aria-label="Select all versions"
                    checked={checked.length > 0 && checked.length === selectAll(versions).length}
                    onChange={(e) => setChecked(e.target.checked ? selectAll(versions) : [])}
                  />
                </th>
                <th>Version</th>
                <th>Build number</th>
                <th>Created</th>
                <th>Created by</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.Version} title={hasBuild(v) ? HAS_BUILD_TOOLTIP : undefined}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select version ${v.Version}`}
                      disabled={hasBuild(v)}
                      checked={checked.includes(v.Version)}
                      onChange={(e) =>
                        setChecked((c) =>
                          e.target.checked ? [...c, v.Version] : c.filter((x) => x !== v.Version),
                        )
                      }
                    />
                  </td>
                  <td>{v.Version}</td>
                  <td>{v.BuildNumber ?? ''}</td>
                  <td>{formatDateTime(v.Created)}</td>
                  <td>{v.CreatedBy ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            disabled={checked.length === 0}
            onClick={async () => {
              const whole = checked.length === versions.length;
              if (!(await ask(whole ? DELETE_FORM_CONFIRM : DELETE_VERSIONS_CONFIRM))) return;
              try {
                await frameChannel.request('DeleteTemplateVersions', { id, versions: checked });
              } catch (e) {
                await tell((e as Error).message);
                return;
              }
              const next = afterDeleting(id!, version, versions, checked);
              setChecked([]);
              if (next) frameChannel.post('PushHistory', { path: next });
              else load();
            }}
          >
            Delete
          </button>
        </>
      )}
    </div>
  );
}

/**
 * Where the editor goes after deleting `deleted` versions (docs/designer.md#the-editor): when the open
 * version is among them, the first remaining version of the list (newest first), or the form list when none
 * remain; otherwise nowhere (undefined: the table reloads).
 */
export function afterDeleting(
  id: string,
  open: number | undefined,
  versions: readonly Pick<VersionRow, 'Version'>[],
  deleted: readonly number[],
): string | undefined {
  if (open === undefined || !deleted.includes(open)) return undefined;
  const remaining = versions.filter((v) => !deleted.includes(v.Version));
  return remaining.length > 0 ? `/${id}/${remaining[0]!.Version}` : '/';
}
