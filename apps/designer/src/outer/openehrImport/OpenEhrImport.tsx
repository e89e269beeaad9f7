/**
 * The form list's 'Import openEHR template' action: one `.opt` or web-template `.json` file becomes a new
 * form in the selected folder, opened in the editor; a template that cannot be imported shows why, and
 * no form is made. An OPT's ids follow EHRbase's web template rules, or Better's when chosen.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { editorPath } from '../routes';
import { useApp } from '../session/SessionContext';
import { importTemplateFile, IMPORT_REFUSED, OPENEHR_ACCEPT, type IdRules } from './importTemplate';
import { FileButton } from '../layout/FileButton';

/** The import action for the folder shown (null: the site's root). */
export function OpenEhrImport({ folderId }: { folderId: number | null }) {
  const { forms } = useApp();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<readonly string[] | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [rules, setRules] = useState<IdRules>('ehrbase');

  const importFile = async (file: File) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const outcome = await importTemplateFile(file.name, await file.text(), folderId, rules);
      if (!outcome.ok) {
        setProblem(outcome.reasons);
        return;
      }
      const saved = await forms.save(outcome.body);
      navigate(editorPath(saved.Id, saved.Version));
    } catch (error) {
      setProblem([(error as Error).message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="fw-openehr-import">
      <label>
        OPT ids by{' '}
        <select
          value={rules}
          disabled={busy}
          onChange={(e) => setRules(e.target.value === 'better' ? 'better' : 'ehrbase')}
        >
          <option value="ehrbase">EHRbase</option>
          <option value="better">Better</option>
        </select>
      </label>{' '}
      <FileButton accept={OPENEHR_ACCEPT} disabled={busy} onFile={(file) => void importFile(file)}>
        Import openEHR template
      </FileButton>
      {problem ? (
        <div role="alert">
          {IMPORT_REFUSED}: {problem.join('; ')}
        </div>
      ) : null}
    </span>
  );
}
