import { beforeAll, describe, expect, it } from 'vitest';
import { componentDefinitions } from '../packages/core/src/components/registry';
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

/** Strings of help texts long enough to be unmistakable, as a minifier writes them (JSON-escaped). */
const markers = [...new Set(HELP_TEXTS.filter((t) => t.length >= 40))].map((t) =>
  JSON.stringify(t).slice(1, -1),
);

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

  it('holds no new Function( and no eval(', () => {
    expect(whole.code).toMatch(/new Function\(/);
    expect(runtime.code).not.toMatch(/new Function\(|\beval\(/);
  });
});
