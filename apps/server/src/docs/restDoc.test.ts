import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderRestMarkdown } from '@formwright/api';
import { REST_DOC } from './writeRestDoc';

it('docs/rest.md is the rendering of the current contract (regenerate: npx tsx apps/server/src/docs/writeRestDoc.ts)', () => {
  expect(readFileSync(REST_DOC, 'utf8')).toBe(renderRestMarkdown());
});
