import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * Diagnostic codes end to end, as an author's forms produce them through `formwright render --format
 * json`: codes that read a whole list through GetDynamicAll, codes from a script function, and a code
 * formula that fails (a located error, exit 1, never silence). The forms are fixtures/forms/codes/.
 */
const bin = fileURLToPath(new URL('../bin/formwright.js', import.meta.url));
const forms = fileURLToPath(new URL('../../../fixtures/forms/codes/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fw-codes-'));

interface Rendered {
  readonly code: number;
  readonly codes: string;
  readonly diagnostics: { code: string; severity: string; line: number; message: string }[];
}

function render(form: string, actions: readonly object[], script?: string): Promise<Rendered> {
  const actionsFile = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(actionsFile, JSON.stringify(actions));
  const args = ['render', form, '--actions', actionsFile, '--format', 'json'];
  if (script) args.push('--script', script);
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { timeout: 60_000 }, (err, stdout) => {
      const out = JSON.parse(stdout) as Omit<Rendered, 'code'>;
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, ...out });
    });
  });
}

const actionsOf = (name: string): object[] =>
  JSON.parse(readFileSync(join(forms, `${name}.actions.json`), 'utf8')) as object[];

describe('diagnostic codes through formwright render', () => {
  const tirads = join(forms, 'tirads-nodules.yaml');

  test.each([
    ['no nodule', 0, ''],
    ['one TR2 nodule', 7, 'E04.1'],
    ['a TR2 and a TR5 nodule', Infinity, 'E04.2\nR94.6|Z03.1'],
  ])('TI-RADS with a list of nodules, %s: the codes follow the highest level', async (_n, steps, codes) => {
    const r = await render(tirads, actionsOf('tirads-nodules').slice(0, steps));
    expect(r.diagnostics).toEqual([]);
    expect(r.codes).toBe(codes);
    expect(r.code).toBe(0);
  });

  test('TI-RADS: deleting the TR5 nodule takes its codes away', async () => {
    const r = await render(tirads, [...actionsOf('tirads-nodules'), { delete: 'nodules', item: 2 }]);
    expect(r.codes).toBe('E04.1');
  });

  test('BI-RADS: the codes come from the script function, with the static placeholder section', async () => {
    const r = await render(
      join(forms, 'birads-script.yaml'),
      actionsOf('birads-script'),
      join(forms, 'birads-script.js'),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.codes).toBe('R92.8\nN63.0|R92.1;Z03.1');
    expect(r.code).toBe(0);
  });

  test('a code formula that fails is a located error and exits 1; the other codes stay', async () => {
    const form = join(dir, 'failing.yaml');
    writeFileSync(
      form,
      [
        'Metadata: { lang: en, title: T, description: D }',
        'Components:',
        '  - Number: { id: size }',
        'ReportOutput: []',
        'DiagnosticCodes:',
        "  codeGroups: 'Z12.31'",
        '  calculatedCodeGroups:',
        '    - \'=ToASCITable(size, "q")\'',
      ].join('\n'),
    );
    const r = await render(form, [{ set: 'size', value: 4 }]);
    expect(r.codes).toBe('Z12.31');
    expect(r.code).toBe(1);
    expect(r.diagnostics).toMatchObject([
      {
        code: 'expression-failed',
        severity: 'error',
        line: 8,
        message: expect.stringMatching(/^Expression failed in DiagnosticCodes\.calculatedCodeGroups\[0\]: /),
      },
    ]);
  });
});
