import { describe, expect, it } from 'vitest';
import { Role } from './roles';
import { dropAction, formDropAction, isSelfOrDescendant, type ParentOf, type TreeKind } from './dragRules';

const trees: TreeKind[] = ['site', 'shared', 'curated'];

/** The drag-and-drop table of docs/designer.md for ProviderAdmin, as from → to → action. */
const providerAdmin: Record<TreeKind, Record<TreeKind, string>> = {
  site: { site: 'move', curated: 'copy', shared: 'none' },
  curated: { site: 'copy', curated: 'move', shared: 'none' },
  shared: { site: 'copy', curated: 'none', shared: 'none' },
};
/** The same table for the other roles. */
const others: Record<TreeKind, Record<TreeKind, string>> = {
  site: { site: 'move', curated: 'none', shared: 'none' },
  curated: { site: 'copy', curated: 'none', shared: 'none' },
  shared: { site: 'copy', curated: 'none', shared: 'none' },
};

const cases = (role: Role, table: typeof others) =>
  trees.flatMap((from) => trees.map((to) => [role, from, to, table[from][to]] as const));

describe('the drag-and-drop role table', () => {
  it.each([
    ...cases(Role.ProviderAdmin, providerAdmin),
    ...cases(Role.Admin, others),
    ...cases(Role.User, others),
  ])('role %i: a form from %s to %s is %s', (role, from, to, action) => {
    expect(formDropAction(role, from, to)).toBe(action);
  });

  it('a user without a role drops nothing', () => {
    for (const from of trees)
      for (const to of trees) expect(formDropAction(Role.None, from, to)).toBe('none');
  });
});

// Site tree: 1 (root) > 2 > 3; 1 > 4. Curated tree: 10 (root) > 11.
const parents: Record<string, number | null> = {
  'site:1': null,
  'site:2': 1,
  'site:3': 2,
  'site:4': 1,
  'curated:10': null,
  'curated:11': 10,
};
const parentOf: ParentOf = (tree, id) => parents[`${tree}:${id}`];

describe('dropping on a folder', () => {
  it('moves a site form into another site folder, and does nothing in its own folder', () => {
    const form = { kind: 'form', tree: 'site', id: 'f', parentId: 2 } as const;
    expect(dropAction(Role.User, form, { tree: 'site', id: 4 }, parentOf)).toBe('move');
    expect(dropAction(Role.User, form, { tree: 'site', id: 2 }, parentOf)).toBe('none');
  });

  it('never drops on the Shared node: targets are folders only', () => {
    const form = { kind: 'form', tree: 'site', id: 'f', parentId: 2 } as const;
    expect(dropAction(Role.ProviderAdmin, form, { tree: 'shared', id: null }, parentOf)).toBe('none');
  });

  it('copies a curated or shared form into a site folder', () => {
    const curated = { kind: 'form', tree: 'curated', id: 'c', parentId: 11 } as const;
    const shared = { kind: 'form', tree: 'shared', id: 's', parentId: null } as const;
    expect(dropAction(Role.User, curated, { tree: 'site', id: 1 }, parentOf)).toBe('copy');
    expect(dropAction(Role.Admin, shared, { tree: 'site', id: 3 }, parentOf)).toBe('copy');
    expect(dropAction(Role.Admin, curated, { tree: 'curated', id: 10 }, parentOf)).toBe('none');
    expect(dropAction(Role.ProviderAdmin, curated, { tree: 'curated', id: 10 }, parentOf)).toBe('move');
  });

  it('moves a folder within its tree, never into itself or a descendant', () => {
    const folder = { kind: 'folder', tree: 'site', id: 2, parentId: 1 } as const;
    expect(dropAction(Role.User, folder, { tree: 'site', id: 4 }, parentOf)).toBe('move');
    expect(dropAction(Role.User, folder, { tree: 'site', id: 2 }, parentOf)).toBe('none');
    expect(dropAction(Role.User, folder, { tree: 'site', id: 3 }, parentOf)).toBe('none');
    expect(dropAction(Role.User, folder, { tree: 'site', id: 1 }, parentOf)).toBe('none');
  });

  it('never moves a root folder, never copies a folder across trees', () => {
    const root = { kind: 'folder', tree: 'site', id: 1, parentId: null } as const;
    expect(dropAction(Role.ProviderAdmin, root, { tree: 'site', id: 4 }, parentOf)).toBe('none');
    const folder = { kind: 'folder', tree: 'site', id: 4, parentId: 1 } as const;
    expect(dropAction(Role.ProviderAdmin, folder, { tree: 'curated', id: 10 }, parentOf)).toBe('none');
  });

  it('lets only a ProviderAdmin move curated folders', () => {
    const folder = { kind: 'folder', tree: 'curated', id: 11, parentId: 10 } as const;
    const moveTo12 = { tree: 'curated', id: 12 } as const;
    parents['curated:12'] = 10;
    expect(dropAction(Role.ProviderAdmin, folder, moveTo12, parentOf)).toBe('move');
    expect(dropAction(Role.Admin, folder, moveTo12, parentOf)).toBe('none');
  });

  it('finds a descendant by walking up, and stops on a loop', () => {
    expect(isSelfOrDescendant(parentOf, 'site', 2, 3)).toBe(true);
    expect(isSelfOrDescendant(parentOf, 'site', 2, 4)).toBe(false);
    const loop: ParentOf = (_t, id) => (id === 5 ? 6 : 5);
    expect(isSelfOrDescendant(loop, 'site', 9, 5)).toBe(false);
  });
});
