import { beforeAll, describe, expect, it } from 'vitest';
import { componentDefinitions } from '../packages/core/src/components/registry';
import { catalogueHelp } from '../packages/core/src/diagnostics/catalogueHelp';
import { helperDocs } from '../packages/core/src/expr/helpers/helperDocs';
import { bundleEntry, type EntryBundle } from '../bench/bundleEntry';

/**
 * The runtime entry runs under a strict Content-Security-Policy and ships to every host page: bundled for
 * the browser, it holds no YAML parser, no ajv (which compiles validators with `new Function`), no QuickJS
 * (its own entry, loaded lazily) and no authoring prose. Each check is also run on the whole `.` entry,
 * which must fail it, so the check itself is known to see what it looks for.
 */

/** The component definitions' help: each type's description and every property description. */
const HELP_TEXTS: readonly string[] = componentDefinitions.flatMap((def) => [
  def.description,
  ...Object.values(def.properties).map((p) => p.description),
]);

/** The diagnostics catalogue's help: one line per code, for docs/diagnostics.md and the editor. */
const CATALOGUE_HELP: readonly string[] = Object.values(catalogueHelp);

/** The helper library's docs: each helper's description, for docs/helpers.md, completion and hover help. */
const HELPER_DESCRIPTIONS: readonly string[] = Object.values(helperDocs).map((d) => d.description);

/** Strings of prose long enough to be unmistakable, as a minifier writes them (JSON-escaped). */
const markersOf = (texts: readonly string[]): string[] =>
  [...new Set(texts.filter((t) => t.length >= 40))].map((t) => JSON.stringify(t).slice(1, -1));

const markers = markersOf(HELP_TEXTS);

const FORBIDDEN_PACKAGES =
  /node_modules\/(ajv|yaml|fast-uri|json-schema-traverse|quickjs-emscripten-core|@jitl)\//;
const AUTHORING_FILES =
  /packages\/core\/src\/(components\/[^/]+\/definition\.ts|components\/registry\.ts|components\/schema\.ts|spec\/parseSpec\.ts|expr\/helpers\/__golden__)/;

describe('the runtime entry bundled for the browser', () => {
  let runtime: EntryBundle;
  let whole: EntryBundle;
  beforeAll(async () => {
    [runtime, whole] = await Promise.all([bundleEntry('runtime'), bundleEntry('.')]);
  }, 60_000);

  it('takes no input from yaml, ajv or QuickJS', () => {
    expect(whole.inputs.filter((i) => FORBIDDEN_PACKAGES.test(i))).not.toEqual([]);
    expect(runtime.inputs.filter((i) => FORBIDDEN_PACKAGES.test(i))).toEqual([]);
  });

  it('takes no input from the component definitions, the registry, the schemas or the parser', () => {
    expect(whole.inputs.filter((i) => AUTHORING_FILES.test(i))).not.toEqual([]);
    expect(runtime.inputs.filter((i) => AUTHORING_FILES.test(i))).toEqual([]);
  });

  it('holds none of the help texts of the component definitions', () => {
    expect(markers.length).toBeGreaterThan(100);
    expect(markers.filter((m) => whole.code.includes(m)).length).toBeGreaterThan(markers.length * 0.9);
    expect(markers.filter((m) => runtime.code.includes(m))).toEqual([]);
  });

  it.each([
    ['the diagnostics catalogue', markersOf(CATALOGUE_HELP)],
    ['the helper library', markersOf(HELPER_DESCRIPTIONS)],
  ])('holds none of the help texts of %s', (_what, prose) => {
    expect(prose.length).toBeGreaterThan(50);
    expect(prose.filter((m) => whole.code.includes(m)).length).toBeGreaterThan(prose.length * 0.9);
    expect(prose.filter((m) => runtime.code.includes(m))).toEqual([]);
  });

  it('holds no new Function( and no eval(', () => {
    expect(whole.code).toMatch(/new Function\(/);
    expect(runtime.code).not.toMatch(/new Function\(|\beval\(/);
  });
});
