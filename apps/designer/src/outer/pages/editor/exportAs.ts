/**
 * The editor's 'Export as…' menu (decisions D13). The labels are here, so the menu shows at once; the
 * formats themselves (`exportFormats.ts`: the parser and the exporters) load when the user picks one. A test
 * checks both list the same labels.
 */
import { downloadText } from './exportFile';

/** The menu's entries, in the order of `EXPORT_FORMATS`. */
export const EXPORT_AS: readonly string[] = ['Export as FHIR Questionnaire', 'Export as IHE MRRT template'];

/** Writes the form in the chosen format and downloads it as `NAME{suffix}`, or says why it cannot. */
export async function exportAs(label: string, yaml: string, name: string): Promise<void> {
  const { EXPORT_FORMATS } = await import('./exportFormats');
  const format = EXPORT_FORMATS.find((f) => f.label === label);
  if (!format) return;
  if (yaml.trim() === '') {
    window.alert('no form data');
    return;
  }
  const out = format.write(yaml);
  if ('error' in out) {
    window.alert(out.error);
    return;
  }
  downloadText(`${name}${format.suffix}`, out.text, format.type);
}
