/**
 * Export as file (docs/rest.md#the-rest-contract): `{name}-v{specVersion}[.{version}].ssrt`, the spec
 * version being major.minor from the Metadata (0 when missing); JsonSpec is blanked.
 */
import type { FormMeta } from '../../../protocol/messages';

/** The export file's name. */
export function exportFileName(name: string, meta: FormMeta, version: number | undefined): string {
  const specVersion =
    meta.versionMajor === undefined && meta.versionMinor === undefined
      ? '0'
      : `${meta.versionMajor ?? 0}.${meta.versionMinor ?? 0}`;
  return `${name}-v${specVersion}${version === undefined ? '' : `.${version}`}.ssrt`;
}

/** The export file's content: the template with JsonSpec blank, and its form tests when it has any. */
export function exportFileContent(
  name: string,
  id: string | undefined,
  version: number | undefined,
  yaml: string,
  script: string,
  tests = '',
): string {
  return JSON.stringify(
    {
      Id: id,
      Name: name,
      Version: version,
      Template: { Yaml: yaml, JsCode: script, JsonSpec: '' },
      ...(tests === '' ? {} : { Tests: tests }),
    },
    null,
    2,
  );
}

/** Makes the browser download `text` as `fileName`. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Makes the browser download a blob. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Decodes Base64 (the build answer) to bytes. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The build file's name: title-vMajor.Minor.version[.build].srtpkg. */
export function buildFileName(meta: FormMeta, version: number, build: number | undefined): string {
  return `${meta.title ?? 'form'}-v${meta.versionMajor ?? 0}.${meta.versionMinor ?? 0}.${version}${build === undefined ? '' : `.${build}`}.srtpkg`;
}
