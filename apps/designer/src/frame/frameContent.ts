/** What the frame reads from its texts for the outer app: the Metadata's title and versions, the errors Save warns about. */
import type { Diagnostic } from '@formwright/core/authoring';
import type { FormMeta } from '../protocol/messages';

/** The error-severity findings as 'line N: message', for Save's warning (at most the first 5). */
export function errorLines(diagnostics: readonly Diagnostic[]): readonly string[] {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .slice(0, 5)
    .map((d) => `line ${d.line}: ${d.message}`);
}

/** The Metadata block's title, versions and report version, read from the text as typed (no parse). */
export function metaOf(yamlText: string): FormMeta {
  const block = /^Metadata:\s*\n((?:[ \t]+.*\n?)*)/m.exec(yamlText)?.[1] ?? '';
  const read = (key: string) =>
    new RegExp(`^[ \\t]+${key}:[ \\t]*(.+)$`, 'm')
      .exec(block)?.[1]
      ?.trim()
      .replace(/^['"]|['"]$/g, '');
  const num = (key: string) => {
    const v = Number(read(key));
    return Number.isFinite(v) && read(key) !== undefined ? v : undefined;
  };
  const reportVersion = read('reportVersion');
  return {
    title: read('title'),
    versionMajor: num('versionMajor'),
    versionMinor: num('versionMinor'),
    ...(reportVersion ? { reportVersion } : {}),
  };
}
