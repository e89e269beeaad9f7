import { describe, expect, it } from 'vitest';
import { roundedSize, withSizes } from './docs/context';

const START = '<!-- key-files: the paths and purposes are hand-kept; `npm run docs` writes the sizes -->';

describe('the key-file lists of CONTEXT.md', () => {
  it.each([
    [12, 'under 100 lines'],
    [99, 'under 100 lines'],
    [100, '~100 lines'],
    [124, '~100 lines'],
    [326, '~350 lines'],
    [488, '~500 lines'],
  ])('show %i lines as %s', (lines, shown) => {
    expect(roundedSize(lines)).toBe(shown);
  });

  it('write the rounded size after each listed path and keep the hand-kept purpose', () => {
    const text = `${START}\n- \`src/index.ts\` (~900 lines) — the barrel.\n<!-- /key-files -->\n- \`src/index.ts\` outside\n`;
    const out = withSizes('packages/core/CONTEXT.md', text);
    expect(out).toMatch(/^- `src\/index\.ts` \((under 100|~\d+) lines\) — the barrel\.$/m);
    expect(out).not.toContain('~900');
    expect(out).toContain('- `src/index.ts` outside');
  });

  it('refuse a listed path that does not exist, so a moved file cannot leave a stale list', () => {
    expect(() => withSizes('packages/core/CONTEXT.md', `${START}\n- \`src/gone.ts\` — moved.\n`)).toThrow(
      /key file src\/gone\.ts does not exist/,
    );
  });
});
