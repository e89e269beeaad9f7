import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GUIDE_SECTIONS } from '../../apps/designer/src/outer/pages/usersGuide/guideText';
import { renderGuide, SECTION_PICTURES } from './guide';
import { SCREENS } from './screenList';

const docs = resolve(fileURLToPath(new URL('../../docs', import.meta.url)));

describe('docs/users-guide.md and docs/screens', () => {
  it('the page is what npm run screens writes from the guide text (run it, or edit guideText.ts)', () => {
    expect(readFileSync(join(docs, 'users-guide.md'), 'utf8')).toBe(renderGuide());
  });

  it('every section of the guide has at least one picture, and every picture is of a known section', () => {
    for (const section of GUIDE_SECTIONS) expect(SECTION_PICTURES[section.title], section.title).toBeTruthy();
    const titles = new Set(GUIDE_SECTIONS.map((s) => s.title));
    for (const title of Object.keys(SECTION_PICTURES)) expect(titles.has(title), title).toBe(true);
  });

  it('every screen has its picture in both themes, and every picture the page shows exists', () => {
    for (const screen of SCREENS)
      for (const theme of ['dark', 'light'])
        expect(
          existsSync(join(docs, 'screens', `${screen.name}-${theme}.png`)),
          `${screen.name}-${theme}`,
        ).toBe(true);
    for (const [, file] of renderGuide().matchAll(/!\[[^\]]*\]\(([^)]+)\)/g))
      expect(existsSync(join(docs, file!)), file).toBe(true);
  });

  it('screen names are unique', () => {
    expect(new Set(SCREENS.map((s) => s.name)).size).toBe(SCREENS.length);
  });
});
