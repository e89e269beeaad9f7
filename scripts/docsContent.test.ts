import { describe, expect, it } from 'vitest';
import { parseSpec } from '../packages/core/src/specification/parseSpec';
import { generateAll } from './generate-docs';

const pages = await generateAll();

describe('the generated specification page', () => {
  const page = pages['docs/specification.md'] ?? '';
  const row = (field: string) => page.split('\n').find((l) => l.startsWith(`| \`${field}\` |`)) ?? '';

  it('shows the report item separator default as a newline', () => {
    expect(row('separator')).toBe(
      '| `separator` |  | string |  | newline | Text placed between this item and the next one. |',
    );
  });

  it('describes the report item if, a condition that is always a formula', () => {
    expect(row('if')).toBe(
      '| `if` |  | boolean or string; always a formula |  |  | Condition: the item is output only when it is true. |',
    );
  });
});

describe('the generated components page', () => {
  const page = pages['docs/components.md'] ?? '';
  const row = (field: string) => page.split('\n').find((l) => l.startsWith(`| \`${field}\` |`)) ?? '';

  it.each(['items[].separator', 'reportTemplate[].separator', 'reportSummary[].separator'])(
    'shows the %s default as a newline, as the engine joins the items',
    (field) => {
      expect(row(field)).toBe(
        `| \`${field}\` | string |  | newline | Text placed between this item and the next one. |`,
      );
    },
  );
});

describe('the Report component description', () => {
  it('says a sectioned report places its items with their section, as the engine does', () => {
    const page = pages['docs/components.md'] ?? '';
    expect(page).toContain('in a sectioned report each item joins its section');
  });
});

describe('the default-texts page and the lang rule', () => {
  it('agree about regions: the page says sv-SE is refused, and the spec check refuses it', () => {
    const page = pages['docs/default-texts.md'] ?? '';
    expect(page.replace(/\n/g, ' ')).toContain('so `sv`, never `sv-SE` (the spec check refuses a region)');
    const { diagnostics } = parseSpec(
      'Metadata: {lang: sv-SE, title: T, description: D}\nComponents: []\nReportOutput: []\n',
    );
    expect(diagnostics.map((d) => [d.code, d.path.join('.')])).toEqual([['invalid-value', 'Metadata.lang']]);
  });
});
