import { createDiagnostic, type Diagnostic, type SourceRange, type SpecPath } from '../diagnostics';
import { duplicateName } from './identifiers';
import { BUILTIN_PROVIDERS, CONFLICTING_PROVIDERS } from './providers';
import type { SourceMap } from './sourceMap';

/** Ids seen so far: reports every duplicate and hands out temporary names so validation can go on. */
export class IdRegistry {
  readonly #seen = new Map<
    string,
    { count: number; range: SourceRange; path: SpecPath; reported: boolean }
  >();
  readonly #noted = new Set<string>();

  /**
   * Claims an id written at `range`. The first claim keeps the name; each later one is reported as
   * 'duplicate-id' (as is the first, once) and renamed `{id}__dup{n}`.
   */
  claim(id: string, range: SourceRange, path: SpecPath, diagnostics: Diagnostic[]): string {
    const entry = this.#seen.get(id);
    if (!entry) {
      this.#seen.set(id, { count: 1, range, path, reported: false });
      return id;
    }
    entry.count++;
    if (!entry.reported) {
      entry.reported = true;
      diagnostics.push(
        createDiagnostic('duplicate-id', {
          range: entry.range,
          path: entry.path,
          params: { id },
          componentId: id,
        }),
      );
    }
    diagnostics.push(createDiagnostic('duplicate-id', { range, path, params: { id }, componentId: id }));
    return duplicateName(id, entry.count);
  }

  /** Records the id of an entry that is left out of the model (an unknown type): formulas may still name it. */
  note(id: string): void {
    this.#noted.add(id);
  }

  /** True for every id claimed or noted so far. */
  has(id: string): boolean {
    return this.#seen.has(id) || this.#noted.has(id);
  }
}

/** One place a provider is named: a dataarg, or a Metadata.forwardProviders/explicitDataSources entry. */
interface ProviderUse {
  readonly name: string;
  readonly range: SourceRange;
  readonly path: SpecPath;
}

/**
 * Collects the providers a form reads from, reports dataargs naming unknown providers ('Undefined
 * provider') and, at the end, providers that cannot be combined ('provider-conflict').
 */
export class ProviderCheck {
  readonly #known: Set<string>;
  readonly #uses: ProviderUse[] = [];

  constructor(extraKnown: readonly string[]) {
    this.#known = new Set([...BUILTIN_PROVIDERS, ...extraKnown]);
  }

  /** Declares a provider from Metadata (forwarded or explicit): it becomes known and counts as used. */
  declare(name: string, range: SourceRange, path: SpecPath): void {
    this.#known.add(name);
    this.#uses.push({ name, range, path });
  }

  /** Records a dataarg's provider; unknown names are reported at once. */
  use(
    name: string,
    range: SourceRange,
    path: SpecPath,
    componentId: string,
    diagnostics: Diagnostic[],
  ): void {
    this.#uses.push({ name, range, path });
    if (!this.#known.has(name)) {
      diagnostics.push(
        createDiagnostic('undefined-provider', {
          range,
          path,
          componentId,
          property: 'dataarg',
          params: { name },
        }),
      );
    }
  }

  /** Reports each conflicting pair at the later of the two first uses. */
  finish(diagnostics: Diagnostic[]): void {
    for (const [a, b] of CONFLICTING_PROVIDERS) {
      const first = (n: string) =>
        this.#uses.filter((u) => u.name === n).sort((x, y) => x.range.from - y.range.from)[0];
      const ua = first(a);
      const ub = first(b);
      if (!ua || !ub) continue;
      const later = ua.range.from > ub.range.from ? ua : ub;
      diagnostics.push(
        createDiagnostic('provider-conflict', { range: later.range, path: later.path, params: { a, b } }),
      );
    }
  }

  /** Every provider the form reads from, in order of first use. */
  names(): string[] {
    return [...new Set(this.#uses.map((u) => u.name))];
  }
}

/** Shared state of one validation run. */
export interface CheckContext {
  readonly sourceMap: SourceMap;
  readonly diagnostics: Diagnostic[];
  readonly ids: IdRegistry;
  readonly providers: ProviderCheck;
  /** Components without an id so far (for `#Auto{n}`). */
  autoCount: number;
}

/** True for a YAML mapping read as a plain object (not a list, not null). */
export function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for formula text: `=…` or `:=…` (leading blanks allowed). */
export function isFormula(value: unknown): value is string {
  return typeof value === 'string' && /^\s*:?=/.test(value);
}
