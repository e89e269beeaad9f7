import { describe, expect, it } from 'vitest';
import type { TreeFolder } from './folderTree';
import {
  ancestorsOf,
  buildTree,
  indexTree,
  initialExpanded,
  pathName,
  resolveSelection,
  SHARED_KEY,
} from './folderTree';

const f = (Id: number, FolderName: string, ParentId: number | null): TreeFolder => ({
  Id,
  FolderName,
  ParentId,
});
const site = [f(1, 'Demo Hospital', null), f(2, 'Lungs', 1), f(3, 'CT', 2), f(4, 'Abdomen', 1)];
const curated = [f(10, 'Formwright', null), f(11, 'Oncology', 10)];

describe('the folder tree', () => {
  const nodes = buildTree({ site, curated, shared: true });
  const index = indexTree(nodes);

  it('has three sections: the site folders, Shared, the curated folders', () => {
    expect(nodes.map((n) => [n.key, n.name, n.depth])).toEqual([
      ['site:1', 'Demo Hospital', 1],
      [SHARED_KEY, 'Shared', 1],
      ['curated:10', 'Formwright', 1],
    ]);
    expect(nodes[0]!.children.map((c) => c.name)).toEqual(['Abdomen', 'Lungs']);
    expect(index.get('site:3')).toMatchObject({ depth: 3, parentId: 2, tree: 'site' });
  });

  it('leaves out Shared when it is not shown (local mode)', () => {
    expect(buildTree({ site, curated: [], shared: false }).map((n) => n.key)).toEqual(['site:1']);
  });

  it('starts with the section roots open and nodes from depth 2 collapsed', () => {
    expect([...initialExpanded(nodes, undefined)].sort()).toEqual(['curated:10', 'site:1']);
  });

  it('opens the ancestors of the selected folder', () => {
    expect(initialExpanded(nodes, 'site:3').has('site:2')).toBe(true);
    expect(ancestorsOf(nodes, 'site:3')).toEqual(['site:1', 'site:2']);
    expect(pathName(nodes, 'site:3', index)).toBe('Demo Hospital / Lungs / CT');
  });

  it('keeps the selected folder while it exists, else falls back to the site root, else to folder 1', () => {
    expect(resolveSelection('site:4', index, nodes)).toBe('site:4');
    expect(resolveSelection('curated:11', index, nodes)).toBe('curated:11');
    expect(resolveSelection('site:99', index, nodes)).toBe('site:1');
    expect(resolveSelection(null, index, nodes)).toBe('site:1');
    const noSite = buildTree({ site: [], curated, shared: true });
    expect(resolveSelection('site:7', indexTree(noSite), noSite)).toBe('site:1');
  });

  it('puts a folder whose parent is missing at the top, and survives a parent loop', () => {
    const odd = buildTree({
      site: [f(5, 'Orphan', 77), f(6, 'A', 7), f(7, 'B', 6)],
      curated: [],
      shared: false,
    });
    expect(odd.map((n) => n.name)).toEqual(['Orphan']);
  });
});
