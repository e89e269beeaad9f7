/**
 * The versions dialog of the form list (designer spec, form list and form lifecycle): a form's versions
 * with SpecVersion, date, author and build; open one in the editor; delete the checked ones (never a
 * version with a build); and "What changes for the radiologist" (issue 15's version impact).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { VersionRow } from '../../api/formRepository';
import { VersionImpact } from '../../formTests/VersionImpact';
import { editorPath } from '../../routes';
import { useApp } from '../../session/SessionContext';
import { queryKeys, serverQueries } from '../../api/queries';
import { formatDateTime } from '../../../shared/dates';

/** Tooltip of a version that has a build (it can not be deleted). */
export const BUILD_TOOLTIP = 'Can not delete form versions that has a build.';
/** The confirmation before deleting the checked versions. */
export const DELETE_VERSIONS_CONFIRM = 'Do you really want to permanently delete the selected versions?';
/** The confirmation when every version is checked: the whole form goes (only when no version has a build). */
export const DELETE_FORM_CONFIRM = 'Do you really want to permanently delete the WHOLE form?';
/** The alert when the server refuses or fails the delete. */
export const DELETE_VERSIONS_FAILED = 'Could not delete form versions from server';

const hasBuild = (v: VersionRow) => v.BuildNumber !== undefined && v.BuildNumber !== null;

/**
 * The versions a select-all checks: every version without a build. The top (latest) row is skipped when
 * it has a build, which the rule above already covers.
 */
export function selectableVersions(rows: readonly VersionRow[]): number[] {
  return rows.filter((v) => !hasBuild(v)).map((v) => v.Version);
}

/** Props of VersionsDialog. */
export interface VersionsDialogProps {
  readonly id: string;
  readonly name: string;
  readonly onClose: () => void;
}

/** The versions dialog for form `id`, open while mounted. */
export function VersionsDialog({ id, name, onClose }: VersionsDialogProps) {
  const { forms, ops } = useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const versions = useQuery(serverQueries.versions(forms, id));
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const rows = versions.data ?? [];
  const selectable = selectableVersions(rows);
  const allChecked = selectable.length > 0 && selectable.every((v) => checked.has(v));

  const toggle = (version: number) => {
    const next = new Set(checked);
    if (next.has(version)) next.delete(version);
    else next.add(version);
    setChecked(next);
  };

  const deleteChecked = async () => {
    const whole = rows.length > 0 && checked.size === rows.length;
    if (checked.size === 0 || !window.confirm(whole ? DELETE_FORM_CONFIRM : DELETE_VERSIONS_CONFIRM)) return;
    setBusy(true);
    try {
      await ops.deleteTemplateVersions(
        id,
        [...checked].sort((a, b) => a - b),
      );
      setChecked(new Set());
      if (whole) onClose(); // the form is gone
    } catch {
      window.alert(DELETE_VERSIONS_FAILED);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.versions(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.forms });
    }
  };

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="fw-dialog-backdrop"
    >
      <Modal>
        <Dialog className="fw-dialog" aria-label={`Versions of ${name}`}>
          <Heading slot="title" className="fw-dialog-title">
            Versions of {name}
          </Heading>
          {versions.isPending ? (
            <p className="fw-empty">Loading, please wait...</p>
          ) : versions.isError || rows.length === 0 ? (
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
                        checked={allChecked}
                        disabled={selectable.length === 0}
                        onChange={() => setChecked(allChecked ? new Set() : new Set(selectable))}
                      />
                    </th>
                    <th>Version</th>
                    <th>SpecVersion</th>
                    <th>Created</th>
                    <th>Created by</th>
                    <th>Build</th>
                    <th>Open</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((v) => {
                    const built = hasBuild(v);
                    return (
                      <tr key={v.Version}>
                        <td title={built ? BUILD_TOOLTIP : undefined}>
                          <input
                            type="checkbox"
                            aria-label={`Select version ${v.Version}`}
                            title={built ? BUILD_TOOLTIP : undefined}
                            disabled={built}
                            checked={checked.has(v.Version)}
                            onChange={() => toggle(v.Version)}
                          />
                        </td>
                        <td>{v.Version}</td>
                        <td>{v.SpecVersion ?? ''}</td>
                        <td>{formatDateTime(v.Created)}</td>
                        <td>{v.CreatedBy ?? ''}</td>
                        <td>{built ? String(v.BuildNumber) : 'No build'}</td>
                        <td>
                          <Button
                            aria-label={`Open version ${v.Version}`}
                            onPress={() => {
                              onClose();
                              void navigate(editorPath(id, v.Version));
                            }}
                          >
                            Open
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <div className="fw-dialog-actions fw-dialog-actions-start">
                <Button isDisabled={checked.size === 0 || busy} onPress={() => void deleteChecked()}>
                  Delete selected versions
                </Button>
              </div>
              {rows.length > 1 ? (
                <VersionImpact versions={rows.map((v) => v.Version)} load={(v) => forms.get(id, v)} />
              ) : null}
            </>
          )}
          <div className="fw-dialog-actions">
            <Button onPress={onClose}>Close</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
