/**
 * The editor's commands: Save (the confirmations, the preview's values carried to the saved version, the
 * draft dropped, the saved version opened), Build (download the version's build, else create it), and the
 * navigation's Save, Export as file and Export as … (useNavActions).
 */
import { useCallback, useMemo, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ContentPayload, OuterChannel } from '../../../protocol/messages';
import { refusedBuild } from '../../../shared/buildGate';
import { useNavActions } from '../../layout/NavActions';
import { editorPath } from '../../routes';
import { useApp } from '../../session/SessionContext';
import { dropDraft } from './drafts';
import { NOT_LATEST_CONFIRM, SAVE_FAILED, folderOf, saveWithErrorsConfirm, savedNote } from './editorTexts';
import { EXPORT_AS, exportAs } from './exportAs';
import {
  base64ToBytes,
  buildFileName,
  downloadBlob,
  downloadText,
  exportFileContent,
  exportFileName,
} from './exportFile';
import type { CarriedState } from './useInitialize';
import { loadedOf, type LoadedForm } from './useLoadedForm';

/** How long a save waits for the frame's preview values (ms) before it saves without them. */
const PREVIEW_STATE_WAIT_MS = 1000;

/** What the commands read and set on the page. */
export interface CommandsHost {
  readonly loaded: LoadedForm | 'failed' | undefined;
  readonly unsaved: boolean;
  readonly fileName: string | undefined;
  /** The frame's newest content. */
  readonly content: RefObject<ContentPayload | undefined>;
  readonly channel: RefObject<OuterChannel | undefined>;
  /** Set by a save so that its navigation skips the leave prompt. */
  readonly skipPrompt: RefObject<boolean>;
  readonly carried: RefObject<CarriedState | undefined>;
  readonly setUnsaved: (unsaved: boolean) => void;
  readonly setSaved: (note: string) => void;
}

/** Save and Build for the frame, and the navigation's actions. */
export function useEditorCommands(host: CommandsHost) {
  const { loaded, unsaved, fileName, content, channel, skipPrompt, carried, setUnsaved, setSaved } = host;
  const { forms, ops } = useApp();
  const navigate = useNavigate();
  const location = useLocation();

  const formName = useCallback(
    () => content.current?.meta.title ?? loadedOf(loaded)?.template?.Name ?? fileName ?? 'New form',
    [loaded, fileName, content],
  );

  const save = useCallback(async (): Promise<{ Id: string; Version: number }> => {
    const l = loadedOf(loaded);
    const c = content.current;
    if (!l || !c) throw new Error(SAVE_FAILED);
    if (!l.isLatest && !window.confirm(NOT_LATEST_CONFIRM)) throw new Error('Save cancelled');
    if (c.errors && c.errors.length > 0 && !window.confirm(saveWithErrorsConfirm(c.errors)))
      throw new Error('Save cancelled');
    // The preview's values go with the save to the saved version's editor (a new frame).
    const previewState = await Promise.race([
      channel.current
        ?.request('GetPreviewState')
        .then((a) => a?.state)
        .catch(() => undefined),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PREVIEW_STATE_WAIT_MS)),
    ]);
    let saved: { Id: string; Version: number };
    try {
      saved = await forms.save({
        Id: l.template?.Id,
        Version: l.template?.Version ?? null,
        Overwrite: !l.isLatest,
        FolderId: l.template?.FolderId ?? folderOf(location.search),
        Name: c.meta.title ?? l.template?.Name ?? 'New form',
        Description: l.template?.Description ?? '',
        Template: { Yaml: c.yaml, JsCode: c.script, JsonSpec: '' },
        Tests: c.tests ?? l.initialTests,
      });
    } catch (error) {
      console.error('Save failed', error);
      window.alert(SAVE_FAILED);
      throw new Error(SAVE_FAILED, { cause: error });
    }
    dropDraft(l.key);
    dropDraft(saved.Id);
    skipPrompt.current = true;
    setUnsaved(false);
    carried.current = { id: saved.Id, version: saved.Version, state: previewState };
    setSaved(savedNote(c.meta.title ?? l.template?.Name ?? 'New form', saved.Version));
    navigate(editorPath(saved.Id, saved.Version));
    return saved;
  }, [loaded, forms, navigate, location.search, channel, content, skipPrompt, carried, setUnsaved, setSaved]);

  const build = useCallback(
    async (id: string, version: number | undefined, override = false) => {
      const c = content.current;
      // Download the version's build when it has one; otherwise create it.
      const existing =
        version === undefined ? undefined : await ops.getBuild(id, version).catch(() => undefined);
      const answer =
        existing ??
        (await ops
          .buildIds7Package(id, version, {
            FullScript: c?.script ?? '',
            // The server reads the template fields from the saved version's specification itself.
            TemplateFields: [],
            ReportVersion: c?.meta.reportVersion ?? 'v1',
            ...(override ? { Override: true } : {}),
          })
          .catch((error: unknown) => {
            throw refusedBuild(error);
          }));
      const meta = c?.meta ?? { title: formName(), versionMajor: undefined, versionMinor: undefined };
      downloadBlob(
        answer.FileName ?? buildFileName(meta, answer.TemplateVersion ?? version ?? 1, answer.BuildNumber),
        new Blob([base64ToBytes(answer.Base64Data)], { type: 'application/zip' }),
      );
    },
    [ops, formName, content],
  );

  const actions = useMemo(
    () => ({
      unsaved,
      save: () => void save().catch(() => undefined),
      exportFile: () => {
        const c = content.current;
        if (!c || c.yaml.trim() === '') {
          window.alert('no form data');
          return;
        }
        const l = loadedOf(loaded);
        const name = formName();
        downloadText(
          exportFileName(name, c.meta, l?.template?.Version),
          exportFileContent(name, l?.template?.Id, l?.template?.Version, c.yaml, c.script, c.tests),
        );
      },
      exportAs: EXPORT_AS.map((label) => ({
        label,
        run: () => void exportAs(label, content.current?.yaml ?? '', formName()),
      })),
    }),
    [unsaved, save, loaded, formName, content],
  );
  useNavActions(actions);

  return { save, build };
}
