// docs/architecture.md tells the truth where a claim can be checked: the table's "may import" column is
// the import graph of the code, and the core's layer order is the one the lint config enforces.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, WORKSPACES } from './docs/architecture';
import { root } from './generate-docs';

const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** The layer order eslint.config.js enforces (its `coreLayers`). */
const coreLayers = [
  .../export const coreLayers = \[([^\]]*)\]/
    .exec(readFileSync(join(root, 'eslint.config.js'), 'utf8'))![1]!
    .matchAll(/'([^']+)'/g),
].map((m) => m[1]!);

/** The table's rows: path → the short names its "may import" column lists. */
function tableRows(): Map<string, Set<string>> {
  const rows = new Map<string, Set<string>>();
  for (const line of page.split('\n')) {
    const m = /^\| `([^`]+?)\/?` \| .* \| (.*) \|$/.exec(line);
    if (!m) continue;
    const names = m[2]!
      .replace(/\([^)]*\)/g, '')
      .split(/[,;]/)
      .map((part) => part.trim().split(/\s+/)[0]!)
      .filter((name) => name in WORKSPACES);
    rows.set(m[1]!, new Set(names));
  }
  return rows;
}

describe('docs/architecture.md', () => {
  const graph = importGraph();
  const rows = tableRows();

  it.each(Object.entries(WORKSPACES))('the table says what %s imports, and nothing more', (name, path) => {
    const used = new Set(graph.filter((e) => e.from === name).map((e) => e.to));
    expect(rows.has(path), `${path} has a row`).toBe(true);
    expect([...rows.get(path)!].sort()).toEqual([...used].sort());
  });

  it('states the core layer order the lint config enforces', () => {
    const m = /Folders import in one direction only: `([^`]+)`/.exec(page);
    expect(m?.[1]?.split(' → ')).toEqual(coreLayers);
  });

  it("names in each core entry's row only what that entry exports (its API report)", () => {
    const exported = (entry: string) =>
      new Set(
        [
          ...readFileSync(join(root, `packages/core/api/${entry}.api.md`), 'utf8').matchAll(
            /^(?:function|const|class|interface|type|enum|let|var|namespace|abstract class) (\w+)/gm,
          ),
        ].map((m) => m[1]!),
      );
    const entries = ['runtime', 'script', 'headless', 'authoring', 'testing'];
    let rows = 0;
    for (const line of page.split('\n')) {
      const m = /^\| `@formwright\/core\/(\w+)` \| [^|]* \| (.*) \|$/.exec(line);
      if (!m) continue;
      rows++;
      const names = [...m[2]!.matchAll(/`([A-Za-z_]\w*)`/g)]
        .map((n) => n[1]!)
        .filter((n) => !entries.includes(n));
      const has = exported(m[1]!);
      expect(
        names.filter((n) => !has.has(n)),
        `@formwright/core/${m[1]}`,
      ).toEqual([]);
    }
    expect(rows).toBe(entries.length);
  });

  it("shows every folder of the core's source", () => {
    const folders = readdirSync(join(root, 'packages/core/src'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const folder of folders) expect(page, folder).toMatch(new RegExp(`^  ${folder}/ `, 'm'));
  });
});
