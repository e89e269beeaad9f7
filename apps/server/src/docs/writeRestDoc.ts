import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRestMarkdown } from '@formwright/api';

/** Where the rendered contract lives. */
export const REST_DOC = fileURLToPath(new URL('../../../../docs/rest.md', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REST_DOC, renderRestMarkdown());
  process.stdout.write(`wrote ${REST_DOC}\n`);
}
