import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSpec } from '../packages/core/src/specification/parseSpec';
import { root } from './generate-docs';

/** One ```yaml block of a docs page, dedented (blocks inside list items are indented). */
interface Example {
  readonly where: string;
  readonly text: string;
}

function examples(): Example[] {
  const out: Example[] = [];
  const dir = join(root, 'docs');
  for (const page of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(dir, page), 'utf8');
    for (const m of text.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```$/gm)) {
      const indent = (m[1] ?? '').length;
      const body = (m[2] ?? '')
        .split('\n')
        .map((l) => l.slice(indent))
        .join('\n');
      out.push({ where: `docs/${page}:${text.slice(0, m.index).split('\n').length}`, text: body });
    }
  }
  return out;
}

const SECTIONS = {
  Metadata: 'Metadata: {lang: en, title: Example, description: An example of the docs}',
  Components: 'Components: []',
  ReportOutput: 'ReportOutput: []',
} as const;

/**
 * The example as a whole form: a list of component entries goes under Components; a part of a form (some
 * of its sections) gets the sections it leaves out, empty. Nothing else is added: every id, provider and
 * Metadata field an example uses must be in the example.
 */
function asForm(example: string): string {
  if (/^- /.test(example.trimStart())) {
    const indented = example.replace(/^(?=.)/gm, '  ');
    return `${SECTIONS.Metadata}\n${SECTIONS.ReportOutput}\nComponents:\n${indented}`;
  }
  const missing = (Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).filter(
    (key) => !new RegExp(`^${key}:`, 'm').test(example),
  );
  return [...missing.map((key) => SECTIONS[key]), example].join('\n');
}

describe('every YAML example in docs/', () => {
  const all = examples();

  it('is found (the pages have examples)', () => {
    expect(all.length).toBeGreaterThan(30);
  });

  it.each(all.map((e) => [e.where, e] as const))('%s validates without errors', (_where, e) => {
    const errors = parseSpec(asForm(e.text)).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([]);
  });
});
