import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '../components';
import { parseSpec } from './parseSpec';

const HEAD = 'Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n';

/** Every `Type.property` a definition marks as naming a component. */
const marked = componentDefinitions.flatMap((d) =>
  Object.entries(d.properties)
    .filter(([, p]) => p.componentId === true)
    .map(([name]) => [d.type, name] as const),
);

describe('properties that name a component', () => {
  it('are the ones the definitions mark (Button toggleComponentId, docs/diagnostics.md#diagnostics)', () => {
    expect(marked.map(([type, name]) => `${type}.${name}`)).toEqual(['Button.toggleComponentId']);
  });

  it.each(marked)('%s %s naming no component is an unrecognized reference at the property', (type, name) => {
    const text = `${HEAD}  - ${type}: {id: c, ${name}: nowhere}\n  - Text: {id: t}\n`;
    const found = parseSpec(text).diagnostics.filter((d) => d.code === 'unrecognized-reference');
    expect(found.map((d) => [d.property, d.line, text.slice(d.from, d.to)])).toEqual([[name, 4, 'nowhere']]);
  });

  it.each(marked)('%s %s naming a component, or a list item instance, passes', (type, name) => {
    const list = '  - List: {id: l, components: [{Text: {id: x}}]}\n';
    for (const target of ['t', 'l_2_x']) {
      const text = `${HEAD}  - ${type}: {id: c, ${name}: ${target}}\n  - Text: {id: t}\n${list}`;
      expect(parseSpec(text).diagnostics.filter((d) => d.code === 'unrecognized-reference')).toEqual([]);
    }
  });
});
