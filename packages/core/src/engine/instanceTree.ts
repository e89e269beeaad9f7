import type { ComponentState, ListItemTreeNode, TabTreeNode } from './contract';
import type { EngineParts } from './engineParts';
import type { Instance } from './model';

/** What instanceTree.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type InstanceTreeEngine = Pick<EngineParts, 'instances' | 'itemCount'>;

const NONE: readonly string[] = Object.freeze([]);

/** The tree fields of one instance's published state (ComponentState.parent, children, items, tabs). */
export interface InstanceTree {
  readonly parent: string | undefined;
  readonly children: readonly string[];
  readonly items?: readonly ListItemTreeNode[];
  readonly tabs?: readonly TabTreeNode[];
  readonly activeTab?: number;
}

/**
 * The instance tree at one instance, frozen: its children as instance ids (a List's grouped by item, a
 * Tabs' by tab). Arrays equal to the previous state's are reused, so an unchanged tree keeps its identity.
 */
export function instanceTree(
  engine: InstanceTreeEngine,
  inst: Instance,
  prev: ComponentState | undefined,
): InstanceTree {
  const children = reuse(inst.children, prev?.children);
  const tree = { parent: inst.parent, children };
  if (inst.node.type === 'List') {
    const count = engine.itemCount(inst.id);
    const byItem: string[][] = Array.from({ length: count }, () => []);
    for (const id of children) {
      const index = engine.instances.get(id)?.item?.index;
      if (index !== undefined && index <= count) byItem[index - 1]?.push(id);
    }
    const before = prev?.type === 'List' ? prev.items : undefined;
    const items = byItem.map((ids, i): ListItemTreeNode => {
      const old = before?.[i];
      const prefix = `${inst.id}_${i + 1}_`;
      const kids = reuse(ids, old?.children);
      return old && old.prefix === prefix && old.children === kids
        ? old
        : Object.freeze({ index: i + 1, prefix, children: kids });
    });
    return { ...tree, items: sameEntries(items, before) ? (before ?? NONE_ITEMS) : Object.freeze(items) };
  }
  if (inst.node.type === 'Tabs') {
    const flags = inst.props.tabVisible;
    const before = prev?.type === 'Tabs' ? prev.tabs : undefined;
    const tabs = (inst.node.tabs ?? []).map((_, i): TabTreeNode => {
      const old = before?.[i];
      const ids = children.filter((id) => engine.instances.get(id)?.tabIndex === i);
      const kids = reuse(ids, old?.children);
      const visible = Array.isArray(flags) ? flags[i] === true : true;
      return old && old.visible === visible && old.children === kids
        ? old
        : Object.freeze({ index: i, visible, children: kids });
    });
    const active = inst.props.activeTabIndex;
    return {
      ...tree,
      tabs: sameEntries(tabs, before) ? (before ?? NONE_TABS) : Object.freeze(tabs),
      activeTab: typeof active === 'number' ? active : -1,
    };
  }
  return tree;
}

const NONE_ITEMS: readonly ListItemTreeNode[] = Object.freeze([]);
const NONE_TABS: readonly TabTreeNode[] = Object.freeze([]);

/** The previous frozen array when it holds the same ids, else a frozen copy. */
function reuse(ids: readonly string[], prev: readonly string[] | undefined): readonly string[] {
  if (ids.length === 0) return NONE;
  if (prev && prev.length === ids.length && prev.every((id, i) => id === ids[i])) return prev;
  return Object.freeze([...ids]);
}

function sameEntries<T>(next: readonly T[], prev: readonly T[] | undefined): boolean {
  return prev !== undefined && prev.length === next.length && prev.every((e, i) => e === next[i]);
}
