import { describe, expect, it } from 'vitest';
import { getComponentDefinition, getDocumentedHelper } from '@formwright/core/authoring';
import { helpAt } from './hover';

const TEXT = [
  'Components:',
  '  - Number:',
  '      id: size',
  '      label: Size',
  '      hidden: =IsEmpty(size)',
].join('\n');

describe('hover help', () => {
  it('explains a component type', () => {
    expect(helpAt(TEXT, TEXT.indexOf('Number') + 2)).toMatchObject({
      title: 'Number',
      text: getComponentDefinition('Number')?.description,
    });
  });

  it("explains a property from the enclosing type's definition", () => {
    expect(helpAt(TEXT, TEXT.indexOf('label') + 1)).toMatchObject({
      title: 'Number.label',
      text: getComponentDefinition('Number')?.properties['label']?.description,
    });
  });

  it('explains a helper call with its signature', () => {
    const help = helpAt(TEXT, TEXT.indexOf('IsEmpty') + 1);
    expect(help?.title).toMatch(/^IsEmpty\(/);
    expect(help?.text).toBe(getDocumentedHelper('IsEmpty')?.description);
  });

  it('says nothing over plain text', () => {
    expect(helpAt(TEXT, TEXT.indexOf('Size') + 1)).toBeUndefined();
  });
});
