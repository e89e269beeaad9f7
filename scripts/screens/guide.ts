/**
 * docs/users-guide.md, written by `npm run screens` from the in-app guide's text
 * (apps/designer/src/outer/pages/usersGuide/guideText.ts) with the screen pictures of docs/screens/ inline.
 * Edit the text in guideText.ts and the pictures here; guide.test.ts keeps the page fresh.
 */
import { DISCLAIMER, GUIDE_SECTIONS } from '../../apps/designer/src/outer/pages/usersGuide/guideText';
import { SCREENS } from './screenList';

/** The pictures of each section (by section title): screen names, and the theme when not dark. */
export const SECTION_PICTURES: Readonly<Record<string, readonly string[]>> = {
  'Signing in': ['login', 'no-permission'],
  'The admin screen': ['form-list'],
  'The editor': ['editor-preview'],
  'Completing the specification with CTRL+SPACE': ['editor-completion'],
  Scripts: ['editor-script'],
  'The preview tabs': [
    'editor-form-data',
    'editor-form-state',
    'editor-generated-code',
    'editor-tests',
    'editor-help',
  ],
  'Building and sharing': ['editor-build', 'editor-share'],
  'The public preview': ['public-preview', 'public-preview-light'],
  'Data providers': ['data-providers'],
  'Administering users and sites': ['user-admin', 'provider-admin'],
  'Colour mode': ['editor-preview-light', 'form-list-light'],
  'From the preview to the specification with CTRL+ALT+click': ['editor-spec-line'],
  'Help and TemplateView': ['release-notes', 'about', 'template-view'],
};

/** A picture's file under docs/ (dark unless the name ends in -light) and its alt text. */
export function picture(name: string): { file: string; alt: string } {
  const light = name.endsWith('-light');
  const screen = light ? name.slice(0, -'-light'.length) : name;
  const found = SCREENS.find((s) => s.name === screen);
  if (!found) throw new Error(`no screen ${screen}`);
  return {
    file: `screens/${screen}-${light ? 'light' : 'dark'}.png`,
    alt: `${found.title}${light ? ' (light theme)' : ''}`,
  };
}

/** The page's Markdown. */
export function renderGuide(): string {
  const lines = [
    '# Users guide',
    '',
    'This is the designer’s users guide as the app shows it at `/help/usersguide`, with a picture of each',
    'screen (dark theme, the default; every screen in both themes is in [screens/](screens/)). `npm run screens`',
    'takes the pictures and writes this page from `apps/designer/src/outer/pages/usersGuide/guideText.ts`: edit the',
    'text there.',
    '',
    `> ${DISCLAIMER}`,
  ];
  for (const section of GUIDE_SECTIONS) {
    lines.push('', `## ${section.title}`);
    for (const text of section.paragraphs) lines.push('', text);
    for (const name of SECTION_PICTURES[section.title] ?? []) {
      const { file, alt } = picture(name);
      lines.push('', `![${alt}](${file})`);
    }
  }
  return `${lines.join('\n')}\n`;
}
