import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { root } from './generate-docs';
import { productionFiles, typeNameLiterals } from './componentTypeNames';

const base = `${root}/packages/core/src`;

/**
 * Where engine/, output/ and specification/ may still spell a component type name (docs/architecture.md, "Where
 * does X go?"). `format`: the name is about the specification format itself and stays. `later`: a rule
 * that should become a capability of the type's definition or behaviour, not done yet (see the reason).
 * Anything else decides by the type's behaviour (components/behaviour.ts) or definition instead.
 */
const ALLOWED: Record<string, { names: readonly string[]; kind: 'format' | 'later'; why: string }> = {
  'engine/contract.ts': {
    names: ['List', 'Tabs'],
    kind: 'format',
    why: 'type-level: the instance tree a List and a Tabs add',
  },
  'engine/script/sandboxGlobals.ts': {
    names: ['Date'],
    kind: 'format',
    why: "JavaScript's Date global, not the type",
  },
  'specification/buildModel.ts': {
    names: ['DiagnosticCodes', 'Report', 'MandatoryFields'],
    kind: 'format',
    why: 'the hidden components the parser adds, by id, and the DiagnosticCodes section',
  },
  'specification/sectionSchemas.ts': {
    names: ['DiagnosticCodes', 'Report'],
    kind: 'format',
    why: 'the top-level sections take their schemas from these definitions',
  },
  'specification/topLevel.ts': {
    names: ['DiagnosticCodes'],
    kind: 'format',
    why: 'the top-level DiagnosticCodes section',
  },
  'output/codes.ts': { names: ['DiagnosticCodes'], kind: 'format', why: 'the path of the top-level section' },
  'engine/engine.ts': {
    names: ['Report', 'List'],
    kind: 'format',
    why: "the ReportOutput pseudo node; a List's reportSummary read as report (docs/components.md#list)",
  },
  'engine/cells.ts': {
    names: ['Report', 'StaticText', 'Summary', 'List'],
    kind: 'later',
    why: 'compiling type-specific template properties (formatters, reportTemplate, items, collapseSummary); being reworked on i8-codes',
  },
  'engine/provenance.ts': {
    names: ['Report', 'Summary', 'List'],
    kind: 'format',
    why: 'the kinds of report pieces provenance names (docs/cli.md#provenance): Report items, Summary reportTemplate, List reportSummary',
  },
  'engine/actions.ts': {
    names: ['List'],
    kind: 'later',
    why: 'the list actions; actions.ts is rewritten on i9-write and i8-inputs',
  },
  'engine/compileForm.ts': {
    names: ['List', 'DiagnosticCodes'],
    kind: 'later',
    why: 'List structure (docs/specification.md#the-form-specification): a repeats capability; the code cells of a DiagnosticCodes (codeGroups)',
  },
  'engine/codeCells.ts': {
    names: ['DiagnosticCodes'],
    kind: 'format',
    why: 'the name its failures give the top-level DiagnosticCodes section',
  },
  'engine/instanceTree.ts': { names: ['List', 'Tabs'], kind: 'later', why: 'List and Tabs structure' },
  'engine/instances.ts': { names: ['List'], kind: 'later', why: 'List structure' },
  'engine/layers.ts': {
    names: ['List', 'DiagnosticCodes'],
    kind: 'later',
    why: 'List derived values and resizing; the codes a DiagnosticCodes derives from its code cells',
  },
  'engine/snapshot.ts': { names: ['List'], kind: 'later', why: "a List's reportSummary" },
  'engine/state.ts': { names: ['List'], kind: 'later', why: 'List item counts in saved state' },
  'engine/lists.ts': { names: ['Dropdown'], kind: 'later', why: 'uniqueInRepeatedElements' },
  'engine/reportComponents.ts': {
    names: ['Report'],
    kind: 'later',
    why: 'Report components placed in the form',
  },
  'specification/components.ts': {
    names: ['List', 'DiagnosticCodes'],
    kind: 'later',
    why: 'List structure; the source ranges of a DiagnosticCodes code entry',
  },
  'specification/formulaChecker.ts': {
    names: ['List'],
    kind: 'later',
    why: 'List item properties in formulas',
  },
  'specification/formulaNames.ts': {
    names: ['List'],
    kind: 'later',
    why: 'the names a List item formula may read',
  },
  'specification/formulas.ts': { names: ['List'], kind: 'later', why: 'List item properties in formulas' },
  'specification/sectionedOutput.ts': {
    names: ['Report'],
    kind: 'later',
    why: 'Report components placed in the form',
  },
};

const files = ['engine', 'output', 'specification'].flatMap((dir) => productionFiles(`${base}/${dir}`, base));
const found = new Map(
  files.map((f) => [f, [...typeNameLiterals(readFileSync(`${base}/${f}`, 'utf8')).keys()]]),
);

describe('component type names outside components/', () => {
  it('finds a name written in a source, and none in a comment', () => {
    expect([
      ...typeNameLiterals("// 'Row'\nif (t === 'Number' || t === \"Tab\") x('Numbers');").keys(),
    ]).toEqual(['Number', 'Tab']);
  });

  it.each(files)('%s decides by capability, not by type name (or is allow-listed)', (file) => {
    const allowed = ALLOWED[file]?.names ?? [];
    expect(found.get(file)?.filter((n) => !allowed.includes(n)) ?? []).toEqual([]);
  });

  it('the allow-list names only files and names that are still there', () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, { names }]) =>
      names.filter((n) => !(found.get(file) ?? []).includes(n)).map((n) => `${file}: ${n}`),
    );
    expect(stale).toEqual([]);
  });
});
