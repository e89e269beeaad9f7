import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { componentDefinitions } from '../components';
import { providerOf } from './providers';
import { parseSpec } from './parseSpec';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../../fixtures/forms', name), 'utf8');
const HEAD = 'Metadata: {lang: en, title: Examples, description: Every component example}\nReportOutput: []\nComponents:\n';

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

describe('the component examples', () => {
  it('validate with zero diagnostics, all together in one form (they refer to each other)', () => {
    const entries = componentDefinitions.map((d) => d.example.replace(/^/gm, '  ')).join('\n');
    // The examples may read from providers a designer registers; they are known here, as they would be there.
    const providers = componentDefinitions.flatMap((d) =>
      (parse(d.example) as Record<string, Record<string, unknown> | null>[]).flatMap((entry) =>
        Object.values(entry).flatMap((props) => (typeof props?.dataarg === 'string' ? [providerOf(props.dataarg)] : [])),
      ),
    );
    const result = parseSpec(`${HEAD}${entries}\n`, { knownProviders: providers });
    expect(result.diagnostics).toEqual([]);
  });

  it.each(componentDefinitions.map((d) => [d.type, d] as const))(
    '%s example has no schema or structure errors on its own',
    (_type, def) => {
      const result = parseSpec(`${HEAD}${def.example.replace(/^/gm, '  ')}\n`, { knownProviders: ['Referral'] });
      const own = result.diagnostics.filter((d) => d.code !== 'unrecognized-reference');
      expect(own).toEqual([]);
    },
  );
});
