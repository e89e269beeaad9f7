import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, ONE_FILE_ALERT, readFormFile } from './ImportDialog';

describe('the import dialog', () => {
  it('accepts .ssrt, .fp and .json with the spec alert for anything but one file', () => {
    expect(IMPORT_ACCEPT.split(',')).toEqual(['.ssrt', '.fp', '.json']);
    expect(ONE_FILE_ALERT).toBe('You shall only upload one file of type .ssrt');
  });

  it('reads an exported form file', () => {
    const text = JSON.stringify({
      Name: 'Liver',
      Template: { Yaml: 'Metadata: {}', JsCode: 'function f() {}' },
    });
    expect(readFormFile('Liver-v1.0.ssrt', text)).toEqual({
      name: 'Liver',
      yaml: 'Metadata: {}',
      script: 'function f() {}',
    });
  });

  it('reads the form tests exported with a form', () => {
    const file = JSON.stringify({ Name: 'F', Template: { Yaml: 'x: 1', JsCode: '' }, Tests: '- name: a' });
    expect(readFormFile('F.ssrt', file).tests).toBe('- name: a');
  });

  it('reads the first form of a package and a bare YAML specification', () => {
    const pkg = JSON.stringify([{ Name: 'A', Template: { Yaml: 'x: 1', JsCode: '' } }]);
    expect(readFormFile('FormPackage.fp', pkg).name).toBe('A');
    expect(readFormFile('form.json', 'Metadata:\n  lang: en')).toEqual({
      name: 'form',
      yaml: 'Metadata:\n  lang: en',
      script: '',
    });
  });
});
