import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatOutputs, parseActionsFile, runHeadless } from '@formwright/core';

/**
 * End-to-end golden tests: specification + actions → every output of `formwright render` (the plain
 * report, the RTF report, each section's text and RTF, and the JSON), through the same functions the
 * command runs, compared byte for byte with reviewed files:
 * - fixtures/golden/corpus/NAME/ for the corpus forms (fixtures/forms/corpus) and the demo form;
 * - fixtures/golden/rules/NAME/ for the forms of one output rule each (fixtures/forms/rules).
 * Each golden RTF has the plain text beside it under the same name, which rtf.slow.test.ts checks
 * LibreOffice shows. To rewrite the files after a deliberate change, run
 * `FORMWRIGHT_UPDATE_GOLDEN=1 npx vitest run apps/cli/src/corpusGolden.test.ts` and review the diff.
 */
const root = join(import.meta.dirname, '../../..');
const update = process.env.FORMWRIGHT_UPDATE_GOLDEN === '1';

interface Case {
  readonly name: string;
  readonly form: string;
  readonly actions: string;
  readonly golden: string;
}

function casesIn(formDir: string, goldenDir: string): Case[] {
  return readdirSync(join(root, formDir))
    .filter((f) => f.endsWith('.yaml') && !f.endsWith('.tests.yaml'))
    .sort()
    .map((f) => {
      const name = basename(f, '.yaml');
      return {
        name,
        form: join(root, formDir, f),
        actions: join(root, formDir, `${name}.actions.json`),
        golden: join(root, goldenDir, name),
      };
    });
}

const cases: Case[] = [
  ...casesIn('fixtures/forms/corpus', 'fixtures/golden/corpus'),
  {
    name: 'demo',
    form: join(root, 'fixtures/forms/demo.yaml'),
    actions: join(root, 'fixtures/forms/demo.actions.json'),
    golden: join(root, 'fixtures/golden/corpus/demo'),
  },
  ...casesIn('fixtures/forms/rules', 'fixtures/golden/rules'),
];

/** Every output of one case, by golden file name. */
function outputsOf(c: Case): Map<string, string> {
  const parsed = parseActionsFile(readFileSync(c.actions, 'utf8'), c.actions);
  if (parsed.error) throw new Error(parsed.error.message);
  const run = runHeadless({
    spec: readFileSync(c.form, 'utf8'),
    actions: parsed.steps,
    actionsFile: c.actions,
  });
  if (run.kind !== 'ran') throw new Error(`${c.form} does not run: ${JSON.stringify(run)}`);
  const files = new Map<string, string>();
  const put = (file: string, format: 'text' | 'json' | 'rtf', section?: string): void => {
    const out = formatOutputs(run, format, section);
    if ('error' in out) throw new Error(`${c.name} ${format} ${section ?? ''}: ${out.error}`);
    files.set(file, out.text);
  };
  put('report.txt', 'text');
  put('report.rtf', 'rtf');
  put('outputs.json', 'json');
  if (run.snapshot.spec.metadata.reportVersion === 'v2') {
    const json = JSON.parse(files.get('outputs.json') as string) as { sections: Record<string, string> };
    for (const id of Object.keys(json.sections)) {
      put(`section.${id}.txt`, 'text', id);
      put(`section.${id}.rtf`, 'rtf', id);
    }
  }
  return files;
}

describe('end-to-end output goldens (spec + actions → text, RTF, JSON)', () => {
  it('covers the corpus, the demo and the output rules', () => {
    expect(cases.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'thyroid-tirads',
        'chest-ct-nodules',
        'recist-lesions',
        'swedish-appendicit',
        'demo',
        'change-markers-sections',
        'change-markers-all',
        'codes',
        'fields',
        'openehr-list',
        'ids7-findings',
        'ids7-lesion-tracking',
        'static-text-fields',
      ]),
    );
  });

  describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const files = outputsOf(c);

    it('has exactly the golden files it writes', () => {
      if (update) {
        mkdirSync(c.golden, { recursive: true });
        for (const [file, text] of files) writeFileSync(join(c.golden, file), text);
      }
      expect(existsSync(c.golden), `${c.golden} is missing (see the header of this test)`).toBe(true);
      expect(readdirSync(c.golden).sort()).toEqual([...files.keys()].sort());
    });

    it.each([...files.keys()])('%s is the golden file', (file) => {
      expect(files.get(file)).toBe(readFileSync(join(c.golden, file), 'utf8'));
    });

    it('reads well: no undefined, NaN, null, doubled spaces or stray punctuation', () => {
      const json = JSON.parse(files.get('outputs.json') as string) as { reportMarkup: string };
      const markup = json.reportMarkup;
      expect(markup).not.toMatch(/undefined|NaN|\bnull\b|\[object/);
      // Doubled spaces and stray punctuation left by empty values (tables align only in the plain text).
      expect(markup).not.toMatch(/[^\n] {2,}|\s[.,;:](?!\d)|[,;:]\s*[.,;:]|\.\.|,\s*$|\(\s*\)/m);
      expect(markup.trim()).not.toBe('');
    });

    it('has no error diagnostics', () => {
      const json = JSON.parse(files.get('outputs.json') as string) as {
        diagnostics: { severity: string }[];
      };
      expect(json.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    });
  });
});
