import { describe, expect, it } from 'vitest';
import { getHelper } from '../expr';
import { formulaNames, listInstanceTemplate } from './formulaNames';
import { parseSpec } from './parseSpec';

const spec = parseSpec(
  [
    'Metadata: { lang: en, title: T, description: D }',
    'Components:',
    '  - List:',
    '      id: lesions',
    '      components:',
    '        - Number: { id: size }',
    '  - Text: { id: note }',
    'ReportOutput:',
    '  - text: Done.',
  ].join('\n'),
).spec;
if (!spec) throw new Error('the test form does not parse');

describe('what a formula of the spec may name (formulaNames.ts)', () => {
  it.each([
    ['note', true],
    ['lesions_2_size', true],
    ['lesions_2_note', false],
    ['dropped', true],
    ['nothing', false],
  ])('%s is a known id: %s', (id, known) => {
    const names = formulaNames(spec, { droppedIds: (d) => d === 'dropped' }, getHelper);
    expect(names.context({}).isKnownId(id)).toBe(known);
  });

  it('a list item id reads the properties of the List child it was made from', () => {
    expect(listInstanceTemplate(spec, 'lesions_3_size')?.id).toBe('size');
    const names = formulaNames(spec, {}, getHelper);
    expect(names.context({}).propsOf?.('lesions_3_size')?.has('displayValue')).toBe(true);
  });

  it('a template name of the site is known there only', () => {
    const names = formulaNames(spec, {}, getHelper);
    expect(names.context({ names: ['value'] }).isKnownId('value')).toBe(true);
    expect(names.context({}).isKnownId('value')).toBe(false);
  });

  it('a bare ListItem variable inside a List is hinted to ListItem, outside it is not', () => {
    const names = formulaNames(spec, {}, getHelper);
    expect(names.hint({ inListItem: true }, 'unrecognized-reference', 'index')).toBe(
      ' (inside a List use ListItem.index)',
    );
    expect(names.hint({}, 'unrecognized-reference', 'index')).not.toContain('ListItem');
  });
});
