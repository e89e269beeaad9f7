import { strToU8, zipSync, type Zippable } from 'fflate';
import type { CompiledSpec } from '@formwright/core/authoring';
import type { TemplateField } from '@formwright/core/runtime';

/** Every entry of a package carries this time, so the same input gives the same bytes (docs/architecture.md#entry-points). */
export const FIXED_MTIME = new Date(Date.UTC(1980, 0, 1, 0, 0, 0));

/** The manifest of a `.srtpkg` (docs/architecture.md#entry-points). */
export interface PackageManifest {
  readonly format: 'formwright-srtpkg';
  readonly formatVersion: 1;
  readonly title: string;
  readonly versionMajor: number;
  readonly versionMinor: number;
  /** The save-version the package was built from (0 from the command line). */
  readonly version: number;
  readonly buildNumber: number;
  readonly requiredIds7Version: string;
  readonly reportVersion: 'v1' | 'v2';
  readonly templateFields: readonly TemplateField[];
  readonly dataSources: readonly string[];
  readonly exportsImages: boolean;
  /** Present when a ProviderAdmin built despite failing form tests: who, and which tests failed. */
  readonly testsOverridden?: { readonly by: string; readonly failed: readonly string[] };
  readonly files: readonly string[];
}

/** What goes into a package. */
export interface PackageInput {
  readonly compiled: CompiledSpec;
  readonly script: string;
  readonly templateFields: readonly TemplateField[];
  readonly requiredIds7Version: string;
  readonly version: number;
  readonly buildNumber: number;
  /** The standalone runtime's files (apps/runtime/dist), name to bytes; empty when not built yet. */
  readonly runtime: ReadonlyMap<string, Uint8Array>;
  readonly testsOverridden?: PackageManifest['testsOverridden'];
}

/** The file name of a build (docs/rest.md#the-rest-contract): `title-vMajor.Minor.version[.build].srtpkg`. */
export function packageFileName(
  title: string,
  major: number,
  minor: number,
  version: number,
  build?: number,
): string {
  const safe =
    [...title]
      .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
      .join('')
      .trim() || 'form';
  return `${safe}-v${major}.${minor}.${version}${build === undefined ? '' : `.${build}`}.srtpkg`;
}

const START_JS = `(function () {
  var data = document.getElementById('formwright-form');
  var script = document.getElementById('formwright-script');
  window.Formwright.mount(document.getElementById('formwright-root'), {
    spec: JSON.parse(data.textContent),
    script: script ? script.textContent : undefined
  });
})();
`;

function jsonInHtml(value: unknown): string {
  // '<' escaped so the text can never close its <script> element.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function indexHtml(input: PackageInput, title: string, hasRuntime: boolean): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${esc(title)}</title>`,
    hasRuntime ? '<link rel="stylesheet" href="runtime/formwright-runtime.css">' : '',
    '</head>',
    '<body>',
    '<div id="formwright-root"></div>',
    `<script type="application/json" id="formwright-form">${jsonInHtml(input.compiled)}</script>`,
    input.script ? `<script type="text/plain" id="formwright-script">${esc(input.script)}</script>` : '',
    hasRuntime ? '<script src="runtime/formwright-runtime.js"></script>' : '',
    '<script src="start.js"></script>',
    '</body>',
    '</html>',
    '',
  ]
    .filter((l) => l !== '')
    .join('\n');
}

/**
 * Makes the `.srtpkg` zip (docs/architecture.md#entry-points): manifest.json, form.json (the compiled form), script.js,
 * the standalone runtime under runtime/, index.html and start.js that mount it. Entries are sorted and
 * carry {@link FIXED_MTIME}: the same input gives the same bytes, from the server and from
 * `formwright build` alike.
 */
export function makePackage(input: PackageInput): { bytes: Uint8Array; manifest: PackageManifest } {
  const spec = input.compiled.spec as unknown as {
    metadata: {
      title: string;
      versionMajor?: number;
      versionMinor?: number;
      reportVersion: 'v1' | 'v2';
      canExportImages?: boolean;
    };
    dataSources: readonly string[];
  };
  const meta = spec.metadata;
  const runtimeNames = [...input.runtime.keys()].sort();
  const files: Record<string, Uint8Array> = {
    'form.json': strToU8(JSON.stringify(input.compiled)),
    'script.js': strToU8(input.script),
    'start.js': strToU8(START_JS),
    'index.html': strToU8(indexHtml(input, meta.title, runtimeNames.length > 0)),
  };
  for (const name of runtimeNames) files[`runtime/${name}`] = input.runtime.get(name)!;
  const manifest: PackageManifest = {
    format: 'formwright-srtpkg',
    formatVersion: 1,
    title: meta.title,
    versionMajor: meta.versionMajor ?? 0,
    versionMinor: meta.versionMinor ?? 0,
    version: input.version,
    buildNumber: input.buildNumber,
    requiredIds7Version: input.requiredIds7Version,
    reportVersion: meta.reportVersion,
    templateFields: input.templateFields,
    dataSources: spec.dataSources,
    exportsImages: meta.canExportImages === true,
    ...(input.testsOverridden ? { testsOverridden: input.testsOverridden } : {}),
    files: ['manifest.json', ...Object.keys(files).sort()],
  };
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  const zippable: Zippable = {};
  for (const name of Object.keys(files).sort())
    zippable[name] = [files[name]!, { mtime: FIXED_MTIME, level: 6 }];
  return { bytes: zipSync(zippable), manifest };
}
