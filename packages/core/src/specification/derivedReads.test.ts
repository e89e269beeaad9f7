import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '../components';
import { parseSpec } from './parseSpec';

const HEAD = 'Metadata: {lang: en, title: T, description: D}\nComponents:\n';

/** A form with one component and a report item reading `{formula}`. */
const formReading = (component: string, formula: string): string =>
  `${HEAD}  - ${component}\nReportOutput:\n  - text: '{${formula}}'\n`;

describe('formulas may read the derived values the behaviours compute', () => {
  it.each([
    ['Number: {id: size, scale: 1}', 'size.displayValue'],
    ['Number: {id: n, minValue: 0, maxValue: 10}', 'n.rangeWarning'],
    ['Number: {id: l, refMaxValue: 10}', 'l.refWarning'],
    ['Dropdown: {id: side, placeholder: Side, options: [L, R]}', 'side.displayValue'],
    ['Date: {id: d}', 'd.displayValue'],
    ['AutoComplete: {id: ac, options: [a, b]}', 'ac.displayValue'],
    ['Option: {id: o, options: [a, b]}', 'o.suggestedValues'],
    ["Summary: {id: s, reportTemplate: [{text: 'x'}]}", 'If(s.editMode && s.inconsistent, s.warning, "")'],
    ['List: {id: les, components: []}', 'If(les.canAdd || les.canDelete, les.itemOpen, les.itemNames)'],
    ['Row: {id: r, components: []}', 'r.labelColumns + r.contentColumns'],
    ['Tabs: {id: t, tabs: [{tabname: A, components: []}]}', 't.activeTabIndex'],
    ["StaticText: {id: st, formatter: '{value} mm'}", 'st.formattedValue'],
    ['TextArea: {id: ta}', 'ta.visibleRows'],
  ])('%s: {%s}', (component, formula) => {
    const { diagnostics, spec } = parseSpec(formReading(component, formula));
    expect(diagnostics).toEqual([]);
    expect(spec).toBeDefined();
  });

  it('every declared derived value of every type is accepted as id.name', () => {
    const lines: string[] = [];
    const reads: string[] = [];
    for (const def of componentDefinitions) {
      if (['DiagnosticCodes', 'MandatoryFields', 'Report', 'Section'].includes(def.type)) continue;
      const id = `c${def.type}`;
      const extra =
        def.children === 'tabs'
          ? ', tabs: [{tabname: A, components: []}]'
          : def.children === 'components'
            ? ', components: []'
            : '';
      const options = ['Option', 'Dropdown', 'CheckboxList', 'AutoComplete'].includes(def.type)
        ? ', options: [a]'
        : '';
      lines.push(`  - ${def.type}: {id: ${id}${extra}${options}}`);
      for (const name of Object.keys(def.derived ?? {})) reads.push(`${id}.${name}`);
    }
    const text = `${HEAD}${lines.join('\n')}\nReportOutput:\n${reads.map((r) => `  - text: '{${r}}'`).join('\n')}\n`;
    const unrecognized = parseSpec(text).diagnostics.filter((d) => d.code === 'unrecognized-reference');
    expect(unrecognized.map((d) => d.message)).toEqual([]);
    expect(reads.length).toBeGreaterThan(60);
  });

  it('still rejects a name that is neither a property nor a derived value', () => {
    const { diagnostics } = parseSpec(
      formReading('Dropdown: {id: side, placeholder: Side, options: [L, R]}', 'side.dispalyValue'),
    );
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Unrecognized reference: side.dispalyValue; did you mean side.displayValue?',
    ]);
  });
});
