import { describe, expect, it } from 'vitest';
import { buildFileName, exportFileContent, exportFileName } from './exportFile';

describe('form exports', () => {
  it.each([
    ['Liver', { title: 'Liver', versionMajor: 1, versionMinor: 2 }, 5, 'Liver-v1.2.5.ssrt'],
    ['Liver', { title: 'Liver', versionMajor: 1, versionMinor: 2 }, undefined, 'Liver-v1.2.ssrt'],
    ['Liver', { title: undefined, versionMajor: undefined, versionMinor: undefined }, 3, 'Liver-v0.3.ssrt'],
  ])('names the export of %s %j version %s %s', (name, meta, version, expected) => {
    expect(exportFileName(name, meta, version)).toBe(expected);
  });

  it('blanks JsonSpec in the exported file', () => {
    const file = JSON.parse(exportFileContent('F', 'id', 2, 'Metadata: {}', 'function f() {}'));
    expect(file.Template).toEqual({ Yaml: 'Metadata: {}', JsCode: 'function f() {}', JsonSpec: '' });
  });

  it('exports the form tests with the form, and leaves Tests out when there are none', () => {
    const tests = '- name: empty\n  actions: []\n  expect: {}\n';
    expect(JSON.parse(exportFileContent('F', 'id', 2, 'x: 1', '', tests)).Tests).toBe(tests);
    expect('Tests' in JSON.parse(exportFileContent('F', 'id', 2, 'x: 1', ''))).toBe(false);
  });

  it('names a build title-vMajor.Minor.version[.build].srtpkg', () => {
    const meta = { title: 'Liver', versionMajor: 1, versionMinor: 0 };
    expect(buildFileName(meta, 4, 17)).toBe('Liver-v1.0.4.17.srtpkg');
    expect(buildFileName(meta, 4, undefined)).toBe('Liver-v1.0.4.srtpkg');
  });
});
