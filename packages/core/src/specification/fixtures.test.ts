import { describe, expect, it } from 'vitest';
import demoText from '../../../../fixtures/forms/demo.yaml?raw';
import starterText from '../../../../fixtures/forms/starter.yaml?raw';
import { parse } from 'yaml';
import { componentDefinitions } from '../components';
import { providerOf } from './providers';
import { parseSpec } from './parseSpec';

const fixtures: Record<string, string> = { 'demo.yaml': demoText, 'starter.yaml': starterText };
const fixture = (name: string) => fixtures[name] ?? '';
const HEAD =
  'Metadata: {lang: en, title: Examples, description: Every component example}\nReportOutput: []\nComponents:\n';

describe('the fixtures', () => {
  it.each(['demo.yaml', 'starter.yaml'])('%s validates with zero diagnostics', (name) => {
    const result = parseSpec(fixture(name));
    expect(result.diagnostics).toEqual([]);
    expect(result.spec).toBeDefined();
  });

  it('the demo form uses every component type at least once', () => {
    const spec = parseSpec(fixture('demo.yaml')).spec;
    const used = new Set(spec?.all.filter((n) => !n.generated).map((n) => n.type));
    expect([...used].sort()).toEqual(componentDefinitions.map((d) => d.type).sort());
  });

  it('the demo form has a List with minCount and maxCount 3, a Summary and diagnostic codes', () => {
    const spec = parseSpec(fixture('demo.yaml')).spec;
    const list = spec?.all.find((n) => n.type === 'List');
    expect([list?.props.minCount, list?.props.maxCount]).toEqual([3, 3]);
    expect(spec?.all.some((n) => n.type === 'Summary' && !n.generated)).toBe(true);
    expect(spec?.diagnosticCodes?.codeGroups).toMatch(/\|/);
    expect(spec?.reportOutput.some((item) => /\{\w+\}/.test(item.text) && item.if !== undefined)).toBe(true);
  });

  it('the starter form has Metadata, ReportOutput and one Summary', () => {
    const spec = parseSpec(fixture('starter.yaml')).spec;
    expect(spec?.components.filter((n) => !n.generated).map((n) => n.type)).toEqual(['Summary']);
    expect(spec?.reportOutput).toHaveLength(1);
  });
});

/** Providers an example reads from: the designer would have them registered. */
function providersOf(example: string): string[] {
  const entries = parse(example) as Record<string, Record<string, unknown> | null>[];
  return entries.flatMap((entry) =>
    Object.values(entry).flatMap((props) =>
      typeof props?.dataarg === 'string' ? [providerOf(props.dataarg)] : [],
    ),
  );
}

describe('the component examples', () => {
  // Examples may refer to ids of the surrounding form they were taken from; the formula checker reports
  // those as unrecognized references, which say nothing about the example itself.
  it.each(componentDefinitions.map((d) => [d.type, d] as const))(
    '%s example validates with no diagnostics but references to ids outside it',
    (_type, def) => {
      const text = `${HEAD}${def.example.replace(/^/gm, '  ')}\n`;
      const result = parseSpec(text, { knownProviders: providersOf(def.example) });
      expect(result.diagnostics.filter((d) => d.code !== 'unrecognized-reference')).toEqual([]);
    },
  );
});
