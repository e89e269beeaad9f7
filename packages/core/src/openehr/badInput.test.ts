import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importOpenEhrTemplate, type ImportOpenEhrResult } from './importTemplate';
import { MAX_TEMPLATE_CHARS } from './importDiagnostics';

const files = import.meta.glob('../../../../fixtures/openehr/better_tanner_stages.*', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const opt = files['../../../../fixtures/openehr/better_tanner_stages.opt.xml']!;
const webTemplate = files['../../../../fixtures/openehr/better_tanner_stages.webtemplate.json']!;

/** A refused import: errors, and no YAML at all (never a half-written form). */
function refused(r: ImportOpenEhrResult): string[] {
  expect(r.yaml).toBeUndefined();
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  expect(errors.length).toBeGreaterThan(0);
  return errors.map((d) => d.code);
}

const BOMB = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<template xmlns="http://schemas.openehr.org/v1"><concept>&lol3;</concept></template>`;

describe('bad input to the openEHR import', () => {
  it('refuses a truncated OPT, naming the line where reading stopped', () => {
    const r = importOpenEhrTemplate(opt.slice(0, Math.floor(opt.length / 2)), { fileName: 'tanner.opt' });
    expect(refused(r)).toEqual(['openehr-xml-invalid']);
    expect(r.diagnostics[0]!.message).toMatch(
      /^Cannot import tanner\.opt: the XML cannot be read: .*truncated/,
    );
    expect(r.diagnostics[0]!.line).toBeGreaterThan(1);
  });

  it('refuses an XML bomb (entity declarations) before expanding anything', () => {
    const r = importOpenEhrTemplate(BOMB, { fileName: 'bomb.opt' });
    expect(refused(r)).toEqual(['openehr-xml-invalid']);
    expect(r.diagnostics[0]!.message).toContain('entity expansion is refused');
  });

  it('refuses an entity that is not one of the XML built-ins', () => {
    const text = opt.replace('<concept>Tanner stages</concept>', '<concept>&ext;</concept>');
    expect(refused(importOpenEhrTemplate(text, { fileName: 't.opt' }))).toEqual(['openehr-xml-invalid']);
  });

  it.each([
    ['an ADL 2 operational template', 'operational_template (adl_version=2.0.6; rm_release=1.0.4)\n\tfoo\n'],
    ['an XML document of another kind', '<archetype xmlns="http://schemas.openehr.org/v2"><x/></archetype>'],
    ['a web template of an unknown version', JSON.stringify({ templateId: 'x', version: '9.0', tree: {} })],
  ])('refuses %s as an unknown version', (_what, text) => {
    expect(refused(importOpenEhrTemplate(text))).toEqual(['openehr-unknown-version']);
  });

  it('imports a web template with an unknown data type: a text input and a located note, never a refusal', () => {
    const text = webTemplate.replace('"rmType": "DV_TEXT"', '"rmType" : "DV_HOLOGRAM"');
    const r = importOpenEhrTemplate(text, { fileName: 'tanner.json' });
    expect(r.yaml).toBeDefined();
    const note = r.diagnostics.find((d) => d.code === 'openehr-unknown-data-type')!;
    expect(note.severity).toBe('info');
    expect(note.message).toContain('DV_HOLOGRAM');
    expect(note.path).toBe('/tanner_stages/context/report_id');
    expect(r.yaml).toMatch(
      /- Text:\n\s+id: report_id\n\s+label: Report ID\n\s+oEhrId: tanner_stages\/context\/report_id/,
    );
  });

  it('refuses a 5 MB OPT with its size, without reading it', () => {
    const big = opt.replace('<template', `<!--${'x'.repeat(5 * 1024 * 1024)}-->\n<template`);
    const r = importOpenEhrTemplate(big, { fileName: 'big.opt' });
    expect(refused(r)).toEqual(['openehr-too-large']);
    expect(r.diagnostics[0]!.message).toBe(
      `big.opt is 5.2 MB; templates up to ${MAX_TEMPLATE_CHARS / 1024 / 1024} MB can be imported.`,
    );
  });

  it.each([
    ['JSON that is no template', '{"a": 1}', 'openehr-not-a-template'],
    ['broken JSON', '{"templateId": ', 'openehr-json-invalid'],
    ['XML nested past the depth limit', `${'<a>'.repeat(300)}${'</a>'.repeat(300)}`, 'openehr-xml-invalid'],
    ['an empty file', '', 'openehr-json-invalid'],
  ])('refuses %s', (_what, text, code) => {
    expect(refused(importOpenEhrTemplate(text))).toEqual([code]);
  });

  it('refuses a template without a single element to fill in', () => {
    const text = JSON.stringify({
      templateId: 'empty',
      tree: { id: 'empty', rmType: 'COMPOSITION', children: [] },
    });
    expect(refused(importOpenEhrTemplate(text))).toEqual(['openehr-no-inputs']);
  });
});

describe('fuzzing the template readers', () => {
  const outcome = (r: ImportOpenEhrResult): void => {
    // Either a form and no error, or errors and no form: never both, never a throw.
    const errors = r.diagnostics.some((d) => d.severity === 'error');
    expect(errors).toBe(r.yaml === undefined);
  };

  it('never throws on a cut or damaged OPT', () => {
    fc.assert(
      fc.property(
        fc.nat(opt.length),
        fc.nat(opt.length),
        fc.constantFrom('', '<', '>', '&', '"', '</x>', '<!--', ']]>', '\u0000'),
        (cut, at, insert) => {
          const text = opt.slice(0, at) + insert + opt.slice(at, Math.max(at, cut));
          outcome(importOpenEhrTemplate(text, { fileName: 'f.opt' }));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never throws on damaged web template JSON or arbitrary text', () => {
    fc.assert(
      fc.property(fc.nat(webTemplate.length), fc.string(), (at, insert) => {
        outcome(
          importOpenEhrTemplate(webTemplate.slice(0, at) + insert + webTemplate.slice(at + insert.length)),
        );
        outcome(importOpenEhrTemplate(insert));
      }),
      { numRuns: 100 },
    );
  });
});
