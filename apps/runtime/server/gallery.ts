/**
 * `npm run gallery`: a screenshot of every component type in both themes, from each definition's own
 * example (with its context), mounted by the built runtime in the test host page, written to
 * docs/gallery/<type>-dark.png and -light.png, and docs/gallery.md listing them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { componentDefinitions, parseSpec, type ComponentDefinition } from '@formwright/core/authoring';
import { serve } from './serve';

const repo = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const out = join(repo, 'docs/gallery');
const THEMES = ['dark', 'light'] as const;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => (l === '' ? l : `  ${l}`))
    .join('\n');

/** A small form showing one type: its example after its context, a report line, and nothing else. */
export function galleryForm(def: ComponentDefinition): string {
  const parts = [def.exampleContext, def.example].filter(
    (p): p is string => typeof p === 'string' && p !== '',
  );
  return [
    'Metadata:',
    '  lang: en',
    `  title: ${def.type}`,
    `  description: Gallery of ${def.type}`,
    'Components:',
    ...parts.map(indent),
    'ReportOutput:',
    '  - text: Gallery',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const port = await serve(0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ARGS,
  });
  const rows: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 760, height: 600 } });
    for (const def of componentDefinitions) {
      const spec = galleryForm(def);
      if (!parseSpec(spec).runnable) {
        console.warn(`${def.type}: its example does not run alone; skipped`);
        continue;
      }
      for (const theme of THEMES) {
        await page.goto(`http://127.0.0.1:${port}/pages/host.html?theme=${theme}`);
        await page.evaluate(
          async ({ spec, theme }) => {
            // Runs in the page (this file is typed for Node: the page's globals are reached through globalThis).
            const g = globalThis as unknown as {
              Formwright: { mount(el: unknown, o: object): Promise<unknown> };
              document: { getElementById(id: string): unknown };
            };
            await g.Formwright.mount(g.document.getElementById('form'), { spec, theme, inPacs: true });
          },
          { spec, theme },
        );
        // Let lazy chunks (Painter, chart library), fonts and images settle.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await page
          .locator('#form')
          .screenshot({ path: join(out, `${def.type}-${theme}.png`), animations: 'disabled' });
      }
      const description = def.description.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
      rows.push(
        `| ${def.type} | ${description} | ![${def.type}, dark](gallery/${def.type}-dark.png) | ![${def.type}, light](gallery/${def.type}-light.png) |`,
      );
      console.log(`${def.type}: done`);
    }
  } finally {
    await browser.close();
  }
  const doc = [
    '# Components gallery',
    '',
    'Every component type as the standalone runtime shows it, in the dark theme (the default) and the light',
    "theme. Each picture is the type's own example from its definition (`packages/core/src/components/<type>/`),",
    'with the components the example refers to, mounted by `apps/runtime/dist/formwright-runtime.js`.',
    'Regenerate with `npm run gallery` (builds the runtime, then writes `docs/gallery/*.png` and this file).',
    'Report and DiagnosticCodes are outputs with no visible body.',
    '',
    '| type | what it is | dark | light |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(join(repo, 'docs/gallery.md'), doc);
  console.log(`wrote docs/gallery.md and ${rows.length * 2} screenshots`);
  process.exit(0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
