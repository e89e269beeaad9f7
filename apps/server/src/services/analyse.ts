import { createHash } from 'node:crypto';
import { hasErrors } from '@formwright/core/authoring';
import { loadForm } from '@formwright/core/headless';
import type { ApiDiagnostic } from '@formwright/api';
import { apiDiagnostic } from '@formwright/packaging/diagnostics';
import { parse as parseYaml, parseDocument } from 'yaml';
import { DEFAULT_LIMITS, nestsDeeperThan, tooDeep, type Limits } from '../limits';
import { runOffThread } from '../worker/pool';

/** What the core says about one form (specification and script). */
export interface Analysis {
  readonly diagnostics: ApiDiagnostic[];
  readonly hasErrors: boolean;
  /** `major.minor` from Metadata versionMajor and versionMinor (0 when missing). */
  readonly specVersion: string;
  readonly title: string | undefined;
  readonly metadata: Record<string, unknown> | null;
  /** The providers the form reads (its data sources), for the Template's dataProviders. */
  readonly dataProviders: readonly string[];
  /** Whether the form exports images: Metadata canExportImages, else true when it has a Painter or Graph. */
  readonly exportsImages: boolean;
  /** The specification as JSON (the Template's JsonSpec), '' when its YAML does not read. */
  readonly jsonSpec: string;
}

/** The YAML text as JSON (compact; the editor's Json Specification tab shows it indented); '' when it does not read. */
export function jsonSpecOf(yaml: string): string {
  try {
    return JSON.stringify(parseYaml(yaml, { maxAliasCount: 100 })) ?? '';
  } catch {
    return '';
  }
}

/** Recent analyses by content: saving the same text again (autosave, concurrent authors) costs nothing. */
const cache = new Map<string, Promise<Analysis>>();
const CACHE_SIZE = 200;

/**
 * Validates a form with the core, as `formwright validate` does, in an analysis worker thread
 * (worker/pool.ts), so a large form never blocks the event loop. Throws only a 400 `too-deep` for a
 * specification nested deeper than the limit (the size limit is checked before, where the text arrives).
 * Results are cached by content (the script check starts a QuickJS parse, tens of milliseconds).
 */
export function analyse(
  yaml: string,
  script: string,
  knownProviders: readonly string[],
  limits: Pick<Limits, 'specMaxDepth'> = DEFAULT_LIMITS,
): Promise<Analysis> {
  const key = createHash('sha256')
    .update(JSON.stringify([yaml, script, knownProviders, limits.specMaxDepth]))
    .digest('base64');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = runOffThread('analyse', {
    yaml,
    script,
    knownProviders: [...knownProviders],
    maxDepth: limits.specMaxDepth,
  });
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  // A refusal is not kept: the next attempt asks again (the limit may have been raised by a restart).
  result.catch(() => {
    if (cache.get(key) === result) cache.delete(key);
  });
  return result;
}

/**
 * The YAML as a value, measured: a specification nested deeper than `maxDepth` levels, or so deep that the
 * YAML parser runs out of stack, is refused (400 `too-deep`) before the core reads it.
 */
export function checkSpecDepth(yaml: string, maxDepth: number): void {
  let value: unknown;
  try {
    value = parseDocument(yaml).toJS({ maxAliasCount: 100 });
  } catch (err) {
    if (err instanceof RangeError) throw tooDeep('The specification', maxDepth);
    return; // a YAML that does not read: the core's diagnostics say why
  }
  if (nestsDeeperThan(value, maxDepth)) throw tooDeep('The specification', maxDepth);
}

/** The analysis itself, on the thread that calls it (an analysis worker's task, worker/tasks.ts). */
export async function analyseHere(
  yaml: string,
  script: string,
  knownProviders: readonly string[],
  maxDepth: number,
): Promise<Analysis> {
  checkSpecDepth(yaml, maxDepth);
  // core's one loader, as `formwright validate` uses it: the script checked, never run; a script that does
  // not parse is one 'script-parse' error (docs/architecture.md#loading-a-form).
  const loaded = await loadForm(yaml, script, { knownProviders, checkOutputs: true });
  const diagnostics = loaded.diagnostics;
  const spec = loaded.spec ?? loaded.runnable;
  const meta = spec?.metadata;
  const drawsImages = spec?.all.some((c) => c.type === 'Painter' || c.type === 'Graph') ?? false;
  return {
    dataProviders: spec ? [...spec.dataSources] : [],
    exportsImages: meta?.canExportImages ?? drawsImages,
    jsonSpec: jsonSpecOf(yaml),
    diagnostics: diagnostics.map(apiDiagnostic),
    hasErrors: hasErrors(diagnostics),
    specVersion: `${meta?.versionMajor ?? 0}.${meta?.versionMinor ?? 0}`,
    title: meta?.title,
    metadata: meta ? (JSON.parse(JSON.stringify(meta)) as Record<string, unknown>) : null,
  };
}
