import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSpec } from '../packages/core/src/specification/parseSpec';
import { root } from './generate-docs';

// The authoring guide's smart filter section (issue 20 item 2): its warned example is warned about at
// validate, its safe patterns are not (packages/core/src/specification/smartFilterChecks.test.ts has the rules).

describe('the safe patterns of docs/expressions.md validate without a smart filter warning', () => {
  const page = readFileSync(join(root, 'docs/expressions.md'), 'utf8');
  const section = page.slice(
    page.indexOf('### Writing report text the filter keeps'),
    page.indexOf('### What the filter removed'),
  );
  const blocks = [...section.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```$/gm)].map((m) => {
    const indent = (m[1] ?? '').length;
    const body = (m[2] ?? '')
      .split('\n')
      .map((l) => l.slice(indent))
      .join('\n');
    return /^- /.test(body)
      ? `Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n${body.replace(/^(?=.)/gm, '  ')}`
      : `Metadata: {lang: en, title: T, description: D}\n${body}`;
  });

  it('the section has the warned example and the safe ones', () => {
    expect(blocks).toHaveLength(3);
  });

  it('the first example is warned about, the safe patterns are not', () => {
    const found = blocks.map((b) => {
      const r = parseSpec(b);
      expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      return r.diagnostics.filter((d) => d.code.startsWith('smart-filter')).map((d) => d.code);
    });
    expect(found).toEqual([['smart-filter-empty-conditional'], [], []]);
  });
});
