// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import guideDoc from '../../../../../../docs/users-guide.md?raw';
import UsersGuidePage from './UsersGuidePage';
import { DISCLAIMER, GUIDE_SECTIONS } from './guideText';

describe('the users guide page', () => {
  afterEach(cleanup);

  it('carries the disclaimer: no responsibility for clinical relevance, no CE marking or FDA approval, quality assurance recommended', () => {
    render(<UsersGuidePage />);
    const disclaimer = screen.getByRole('complementary', { name: 'Disclaimer' });
    expect(disclaimer.textContent).toBe(DISCLAIMER);
    expect(DISCLAIMER).toMatch(/not responsible for the clinical relevance of built forms/);
    expect(DISCLAIMER).toMatch(/not covered by the product’s CE marking or FDA approval/);
    expect(DISCLAIMER).toMatch(/quality assurance .*recommended/);
  });

  it.each([
    ['the admin screen', /admin screen/i],
    ['the editor', /^The editor$/],
    ['completion with CTRL+SPACE', /CTRL\+SPACE/],
    ['scripts', /^Scripts$/],
    ['the preview tabs', /preview tabs/i],
    ['colour mode', /Colour mode/],
    ['CTRL+ALT+click from the preview to the specification', /CTRL\+ALT\+click/],
  ])('covers %s', (_topic, heading) => {
    render(<UsersGuidePage />);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });

  it('names every preview tab: visual, form data, form state, generated code, build, help, data sources', () => {
    const text = GUIDE_SECTIONS.map((s) => s.paragraphs.join(' '))
      .join(' ')
      .toLowerCase();
    for (const tab of [
      'visual',
      'form data',
      'form state',
      'generated code',
      'build',
      'help',
      'data sources',
    ])
      expect(text).toContain(tab);
  });

  it('says the same as docs/users-guide.md (the disclaimer and every section)', () => {
    expect(guideDoc).toContain(`> ${DISCLAIMER}`);
    for (const section of GUIDE_SECTIONS) {
      expect(guideDoc).toContain(`## ${section.title}`);
      for (const text of section.paragraphs) expect(guideDoc).toContain(text);
    }
  });
});
