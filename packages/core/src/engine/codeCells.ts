import { createDiagnostic, type SourceRange, type SpecPath } from '../diagnostics';
import {
  parsePropertyValue,
  valueText,
  type CompiledFormula,
  type Dependency,
  type EvalScope,
  type ExprTemplate,
} from '../expr';
import type { ComponentNode } from '../specification';
import { constantFormula, formulaOf, templateOf, type CompileSink } from './cells';
import { codeGroupsFromValue, codesOf, isOn, joinCodeSections, parseCodeString } from './codeGroups';
import type { CellTemplate, Instance } from './model';

/**
 * A DiagnosticCodes' groups as formula cells (docs/outputs.md#rich-text-tags; docs/outputs.md 'Diagnostic codes'): every
 * entry of `codeGroups` and `calculatedCodeGroups` is one cell of kind 'codeGroup' that runs in the
 * component's scope like any other formula (Get, GetDynamicAll and script functions work, reads are
 * tracked) and writes its groups to the instance's internal values under the entry's name
 * (`codeGroups[1]`). The derived property `codes` joins them (codesDerived). A failing entry is a located
 * 'expression-failed' and keeps its last groups, like any formula (a text entry whose placeholder failed gives its
 * literal part instead); the other entries still count.
 *
 * Shapes: `codeGroups` (static) is a code string `'A|B;C'`, or a list of code strings, code lists
 * `[A, B]` and `{ codes, if }`; its strings are text templates (`{…}` placeholders), or formulas when
 * written `=…`. `calculatedCodeGroups` is a formula, or a list of formulas and `{ codes: FORMULA, if }`;
 * a result may be `'A|B;C'`, a list of codes (one group) or a list of lists (groups). `if` is a formula.
 */

type Field = 'codeGroups' | 'calculatedCodeGroups';

/** Where a part of an entry is written, for its failure. */
interface PartSite {
  /** `DiagnosticCodes` for the section, the component id otherwise. */
  readonly owner: string;
  /** The part after the owner: `calculatedCodeGroups[1].if`. */
  readonly name: string;
  readonly range: SourceRange;
  readonly path: SpecPath;
}

/**
 * A code entry whose condition or codes failed while running, with the place of that part, and the groups
 * it still gives when only a placeholder of its text failed (its literal part), else undefined (it keeps
 * its last groups).
 */
export class CodeEntryFailure extends Error {
  constructor(
    readonly site: PartSite,
    cause: unknown,
    readonly partial?: string[][],
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'CodeEntryFailure';
  }
}

/** A code template whose placeholder failed, with what it gives without the failing placeholders. */
class PartialCodes extends Error {
  constructor(
    override readonly cause: unknown,
    readonly groups: string[][],
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** A template's text with each placeholder that fails left empty. */
function literalText(parts: ExprTemplate['parts'], scope: EvalScope): string {
  return parts
    .map((p) => {
      if (p.kind === 'text') return p.text;
      if (p.kind === 'pipe') return '||';
      try {
        return valueText(p.evaluate(scope));
      } catch {
        return '';
      }
    })
    .join('');
}

/** One compiled part: what it reads and how it runs. */
interface Part {
  readonly deps: readonly Dependency[];
  readonly dynamic: boolean;
  readonly run: (scope: EvalScope) => string[][];
}

const fixed = (groups: string[][]): Part => ({ deps: [], dynamic: false, run: () => groups });

/** Where an entry (or its part) is written: its own range, else its enclosing entry's, else the node's. */
function rangeOf(node: ComponentNode, key: string): SourceRange {
  let k = key;
  for (;;) {
    const r = node.propRanges[k];
    if (r) return r;
    const up = k.replace(/(\[\d+\]|\.[^.[]+)$/, '');
    if (up === k) return node.range;
    k = up;
  }
}

/** Compiles every entry of a DiagnosticCodes node into one cell each (none without code fields). */
export function compileCodeCells(node: ComponentNode, sink: CompileSink): CellTemplate[] {
  const owner = node.generated ? 'DiagnosticCodes' : node.id;
  const out: CellTemplate[] = [];
  const siteOf = (key: string, path: SpecPath): PartSite => ({
    owner,
    name: key,
    range: rangeOf(node, key),
    path: [...node.path, ...path],
  });

  /** A formula (`always`) or, for static codes, a template or a formula written `=…`. */
  const textPart = (raw: unknown, key: string, calculated: boolean, oneGroup: boolean): Part => {
    const shape = (groups: string[][]): string[][] => (oneGroup ? [groups.flat()] : groups);
    if (Array.isArray(raw) && !calculated) {
      const items = raw.map((c, i) => textPart(c, `${key}[${i}]`, false, true));
      return {
        deps: items.flatMap((p) => p.deps),
        dynamic: items.some((p) => p.dynamic),
        run: (scope) => [codesOf(items.flatMap((p) => p.run(scope).flat()))],
      };
    }
    const pv = parsePropertyValue(raw, calculated ? 'always' : 'allowed');
    if (pv.kind === 'literal') {
      const value = pv.value;
      if (calculated || typeof value !== 'string') return fixed(shape(codeGroupsFromValue(value)));
      if (!value.includes('{')) return fixed(shape(parseCodeString(value)));
      const t = templateOf(value, node, key, sink);
      return {
        deps: t.deps,
        dynamic: t.dynamic,
        run: (scope) => {
          try {
            return shape(parseCodeString(t.render(scope)));
          } catch (err) {
            // A failing placeholder is an error, and the entry still gives its literal part (`Z12` of
            // `Z12;{codesFor(size)}`): a code the author wrote as text never disappears with a formula.
            throw new PartialCodes(err, shape(parseCodeString(literalText(t.parts, scope))));
          }
        },
      };
    }
    const f = formulaOf(pv.formula, node, key, sink);
    if (!f) return fixed([]);
    return {
      deps: f.deps,
      dynamic: f.dynamic,
      run: (scope) => shape(codeGroupsFromValue(f.evaluate(scope))),
    };
  };

  const condition = (raw: unknown, key: string): CompiledFormula | undefined => {
    if (raw === undefined || raw === null || raw === true) return undefined;
    const pv = parsePropertyValue(raw, 'always');
    if (pv.kind === 'literal') return constantFormula(pv.value);
    return formulaOf(pv.formula, node, key, sink) ?? constantFormula(false);
  };

  const add = (
    key: string,
    path: SpecPath,
    codes: Part,
    codesSite: PartSite,
    cond?: { formula: CompiledFormula; site: PartSite },
  ): void => {
    const deps = [...codes.deps, ...(cond?.formula.deps ?? [])];
    const site = siteOf(key, path);
    out.push({
      nodeId: node.id,
      prop: key,
      kind: 'codeGroup',
      deps,
      dynamic: codes.dynamic || cond?.formula.dynamic === true,
      source: key,
      rank: 0,
      site: { name: `${owner}.${key}`, range: site.range, path: site.path },
      run: (scope) => {
        if (cond) {
          let on: boolean;
          try {
            on = isOn(cond.formula.evaluate(scope));
          } catch (err) {
            throw new CodeEntryFailure(cond.site, err);
          }
          if (!on) return [];
        }
        try {
          return codes.run(scope);
        } catch (err) {
          if (err instanceof PartialCodes) throw new CodeEntryFailure(codesSite, err.cause, err.groups);
          throw new CodeEntryFailure(codesSite, err);
        }
      },
    });
  };

  const entry = (field: Field, item: unknown, i: number | undefined): void => {
    const key = i === undefined ? field : `${field}[${i}]`;
    const path: SpecPath = i === undefined ? [field] : [field, i];
    const calculated = field === 'calculatedCodeGroups';
    if (typeof item === 'string' || (Array.isArray(item) && !calculated)) {
      add(key, path, textPart(item, key, calculated, Array.isArray(item)), siteOf(key, path));
      return;
    }
    if (item && typeof item === 'object' && !Array.isArray(item) && 'codes' in item) {
      const o = item as Record<string, unknown>;
      const codesKey = `${key}.codes`;
      const ifKey = `${key}.if`;
      const formula = condition(o['if'], ifKey);
      add(
        key,
        path,
        textPart(o['codes'], codesKey, calculated, !calculated),
        siteOf(codesKey, [...path, 'codes']),
        formula && { formula, site: siteOf(ifKey, [...path, 'if']) },
      );
      return;
    }
    const detail =
      i === undefined
        ? 'expected a string or a list'
        : `expected ${calculated ? 'a formula or { codes, if }' : '"A|B", a list of codes or { codes, if }'}`;
    const site = siteOf(key, path);
    (sink.published ?? sink.diagnostics).push(
      createDiagnostic('code-group-invalid', { params: { detail }, range: site.range, path: site.path }),
    );
  };

  for (const field of ['codeGroups', 'calculatedCodeGroups'] as const) {
    const raw = node.props[field];
    if (raw === undefined || raw === null) continue;
    if (Array.isArray(raw)) raw.forEach((item: unknown, i) => entry(field, item, i));
    else entry(field, raw, undefined);
  }
  return out;
}

/** The derived `codes` of a DiagnosticCodes instance: its entries' groups, static then calculated. */
export function codesDerived(inst: Instance, merged: Record<string, unknown>): void {
  const staticGroups: string[][] = [];
  const calculatedGroups: string[][] = [];
  for (const c of inst.cells) {
    if (c.tpl.kind !== 'codeGroup') continue;
    const groups = inst.internal[c.tpl.prop];
    if (!Array.isArray(groups)) continue;
    (c.tpl.prop.startsWith('calculated') ? calculatedGroups : staticGroups).push(...(groups as string[][]));
  }
  merged.codes = joinCodeSections(staticGroups, calculatedGroups, merged.spacer);
}
