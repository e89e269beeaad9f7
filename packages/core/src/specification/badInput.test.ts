import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from './limits';
import { parseSpec } from './parseSpec';

/** Runs parseSpec, checks the common promises (no throw, located diagnostics, no model) and returns the codes. */
function codesOf(text: string): string[] {
  const result = parseSpec(text);
  expect(result.spec).toBeUndefined();
  expect(result.diagnostics.length).toBeGreaterThan(0);
  for (const d of result.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
  }
  return result.diagnostics.map((d) => d.code);
}

const aliasBomb = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
  'e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
  'f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]',
  'g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]',
  'h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]',
].join('\n');

describe('bad input gives diagnostics, never a crash or a hang', () => {
  it('empty text is a fatal parse error', () => {
    expect(codesOf('')).toEqual(['fatal-parse']);
  });

  it('text holding only a comment is a fatal parse error', () => {
    expect(codesOf('# nothing here\n')).toEqual(['fatal-parse']);
  });

  it('binary input (NUL bytes) is a fatal parse error', () => {
    const bytes = Array.from({ length: 2000 }, (_, i) => String.fromCharCode((i * 37) % 256)).join('');
    expect(codesOf(bytes)).toEqual(['fatal-parse']);
    expect(parseSpec(bytes).diagnostics[0]?.message).toContain('binary');
  });

  it('binary input without NUL bytes (control and replacement characters) is a fatal parse error', () => {
    const text = '\u0001\u0002\ufffd\u0003'.repeat(500);
    expect(codesOf(text)).toEqual(['fatal-parse']);
  });

  it('a 10 MB text is refused at once as too large', () => {
    const line = '  - Text: { id: t, label: "0123456789012345678901234567890123456789" }\n';
    const text = `Components:\n${line.repeat(Math.ceil((10 * 1024 * 1024) / line.length))}`;
    expect(codesOf(text)).toEqual(['fatal-parse']);
    expect(parseSpec(text).diagnostics[0]?.message).toMatch(/limit is 5\.0 MB/);
  });

  it('flow collections nested 10,000 deep are refused as too deep', () => {
    const text = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const result = parseSpec(text);
    expect(result.diagnostics.map((d) => d.code)).toContain('fatal-parse');
    expect(result.diagnostics.some((d) => /nested/.test(d.message))).toBe(true);
  });

  it('block mappings nested 10,000 deep are refused as too deep', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `${' '.repeat(i)}a:`).join('\n');
    expect(codesOf(text)).toContain('fatal-parse');
  });

  it(`mappings nested just past the ${MAX_DEPTH}-level cap are refused with a located diagnostic`, () => {
    const depth = MAX_DEPTH + 5;
    const text = `Metadata: ${'{a: '.repeat(depth)}1${'}'.repeat(depth)}\n`;
    const result = parseSpec(text);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'fatal-parse', line: 1 });
    expect(result.diagnostics[0]?.message).toContain(`more than ${MAX_DEPTH} levels`);
  });

  it('an alias bomb is stopped', () => {
    const codes = codesOf(aliasBomb);
    expect(codes).toEqual(['fatal-parse']);
    expect(parseSpec(aliasBomb).diagnostics[0]?.message).toContain('alias');
  });

  it('an alias that contains itself is stopped', () => {
    expect(codesOf('a: &a [1, *a]\n')).toEqual(['fatal-parse']);
  });

  it('a few ordinary aliases are expanded', () => {
    const text = [
      'Metadata: {lang: en, title: T, description: D}',
      'ReportOutput: []',
      'Components:',
      '  - Option: {id: a, options: &sides [Right, Left]}',
      '  - Option: {id: b, options: *sides}',
    ].join('\n');
    const { spec, diagnostics } = parseSpec(text);
    expect(diagnostics).toEqual([]);
    expect(spec?.byId.get('b')?.props.options).toEqual(['Right', 'Left']);
  });

  it('tabs used as indentation give a located diagnostic', () => {
    const result = parseSpec('Metadata:\n  lang: en\n\ttitle: T\n');
    expect(result.diagnostics[0]).toMatchObject({ code: 'invalid-yaml-tab', line: 3, column: 1 });
  });

  it('a JSON file is read as YAML', () => {
    const json = JSON.stringify(
      {
        Metadata: { lang: 'en', title: 'T', description: 'D' },
        Components: [{ Number: { id: 'size', label: 'Size', scale: 1 } }],
        ReportOutput: [{ text: 'Size {size} mm' }],
      },
      null,
      '\t',
    );
    const { spec, diagnostics } = parseSpec(json);
    expect(diagnostics).toEqual([]);
    expect(spec?.byId.get('size')?.props.scale).toBe(1);
  });

  it('JSON with an error is located in the JSON text', () => {
    const json =
      '{\n  "Metadata": {"lang": "en", "title": "T", "description": "D"},\n  "Components": [{"Number": {"id": "n", "stepSize": 0}}],\n  "ReportOutput": []\n}';
    const { diagnostics } = parseSpec(json);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['invalid-value', 3, 53]]);
  });

  it.each([
    ['a list', '- Metadata: {}\n- Components: []\n'],
    ['a scalar', 'just some words\n'],
    ['a number', '42\n'],
  ])('a top level that is %s is a fatal parse error naming the shape', (_shape, text) => {
    const result = parseSpec(text);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['fatal-parse']);
    expect(result.diagnostics[0]?.message).toContain(
      'a form is a mapping with Metadata, Components and ReportOutput',
    );
  });

  it('Metadata written as a list is a type error', () => {
    expect(codesOf('Metadata: [en]\nComponents: []\nReportOutput: []\n')).toEqual(['invalid-type']);
  });

  it('several YAML documents in one text are a syntax error', () => {
    expect(codesOf('a: 1\n---\nb: 2\n')).toEqual(['exception-while-parsing']);
  });

  it('a key named __proto__ is an ordinary unknown key', () => {
    const text =
      'Metadata: {lang: en, title: T, description: D}\nComponents: []\nReportOutput: []\n__proto__: {polluted: true}\n';
    expect(codesOf(text)).toEqual(['property-not-allowed']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('components nested deeply (but under the cap) validate without overflowing', () => {
    const depth = 60;
    const lines = ['Metadata: {lang: en, title: T, description: D}', 'ReportOutput: []', 'Components:'];
    for (let i = 0; i < depth; i++) {
      const pad = '  '.repeat(i * 2);
      lines.push(`${pad}  - ComponentGroup:`, `${pad}      components:`);
    }
    lines.push(`${'  '.repeat(depth * 2)}  - Number: {id: deep}`);
    const { spec, diagnostics } = parseSpec(lines.join('\n'));
    expect(diagnostics).toEqual([]);
    expect(spec?.byId.get('deep')?.parentId).toBe(`#Auto${depth}`);
  });
});
