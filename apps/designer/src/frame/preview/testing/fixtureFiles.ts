/**
 * The seeded and fixture forms (fixtures/forms/**) with their script, actions and tests files, as text
 * (Vite's import.meta.glob), for the preview's tests: one reading for the live report's table and the author
 * edits fuzz.
 */
const FILES = (
  import.meta as unknown as {
    glob(
      pattern: readonly string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
).glob(
  [
    '../../../../../../fixtures/forms/*.{yaml,js,json}',
    '../../../../../../fixtures/forms/{corpus,codes,rules}/*.{yaml,js,json}',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const PREFIX = '../../../../../../fixtures/forms/';

/** The fixture forms' paths under fixtures/forms (`corpus/x.yaml`), sorted; tests files are not forms. */
export const FIXTURE_FORMS: readonly string[] = Object.keys(FILES)
  .map((k) => k.slice(PREFIX.length))
  .filter((f) => f.endsWith('.yaml') && !f.endsWith('.tests.yaml'))
  .sort();

/** The text of a file under fixtures/forms (`corpus/x.actions.json`), or undefined when there is none. */
export function fixtureFile(name: string): string | undefined {
  return FILES[PREFIX + name];
}
