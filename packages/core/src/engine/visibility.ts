import type { Engine } from './engine';
import type { Instance } from './model';
import { isTruthy } from './report';

/** Visibility checks look up to this many ancestors (docs/engine.md#visibility). */
export const MAX_ANCESTORS = 100;

function notDisplayed(display: unknown): boolean {
  return display !== undefined && display !== null && display !== '' && !isTruthy(display);
}

/**
 * A component's own flag: not hidden, displayed, and not hidden by its type's own rule (a Row's autoHide,
 * docs/engine.md#visibility; the behaviour's hidesItself). Ancestors are not considered here.
 */
export function ownShown(inst: Instance, props: Readonly<Record<string, unknown>>): boolean {
  if (isTruthy(props.hidden) || notDisplayed(props.display)) return false;
  return inst.behaviour?.hidesItself?.(props) !== true;
}

/**
 * Tabs: each tab's hidden/display flags (formulas, plus tabsHiddenFilter and tabsDisplayFilter lists)
 * give `tabVisible`; the active tab falls back to the first visible tab (docs/components.md#tabs).
 */
export function tabsDerived(inst: Instance, merged: Record<string, unknown>): void {
  const tabs = inst.node.tabs ?? [];
  const hiddenFilter = Array.isArray(merged.tabsHiddenFilter) ? (merged.tabsHiddenFilter as unknown[]) : [];
  const displayFilter = Array.isArray(merged.tabsDisplayFilter)
    ? (merged.tabsDisplayFilter as unknown[])
    : [];
  const visible = tabs.map((_, i) => {
    const hidden = inst.internal[`#tab${i}.hidden`] ?? merged[`#tab${i}.hidden`];
    const display = inst.internal[`#tab${i}.display`] ?? merged[`#tab${i}.display`];
    return (
      !isTruthy(hidden) &&
      !notDisplayed(display) &&
      !isTruthy(hiddenFilter[i]) &&
      !notDisplayed(displayFilter[i])
    );
  });
  // The behaviour reads the evaluated tab flags as `tabs` (the node keeps the written ones).
  merged.tabs = tabs.map((t, i) => ({
    tabname: t.tabname,
    hidden: isTruthy(inst.internal[`#tab${i}.hidden`] ?? merged[`#tab${i}.hidden`]),
    display: !notDisplayed(inst.internal[`#tab${i}.display`] ?? merged[`#tab${i}.display`]),
  }));
  for (const k of Object.keys(merged)) if (k.startsWith('#tab')) delete merged[k];
  merged.tabVisible = visible;
  const wanted = typeof merged.activeTab === 'number' ? merged.activeTab : Number(merged.activeTab ?? 0);
  const first = visible.indexOf(true);
  merged.activeTabIndex = Number.isInteger(wanted) && visible[wanted] === true ? wanted : first;
}

/** Whether a parent lets a child show: its type's rule (a Row's checkbox, a Tabs' tab flags; allowsChild). */
function allows(parent: Instance, child: Instance): boolean {
  return parent.behaviour?.allowsChild?.(parent.props, child.tabIndex) !== false;
}

/** Visible: shown, and so are its ancestors (up to 100) and each lets its child show. */
export function visibleOf(engine: Engine, inst: Instance): boolean {
  let cur: Instance | undefined = inst;
  for (let i = 0; cur && i <= MAX_ANCESTORS; i++) {
    if (!cur.shown) return false;
    const parent: Instance | undefined =
      cur.parent === undefined ? undefined : engine.instances.get(cur.parent);
    if (parent && !allows(parent, cur)) return false;
    cur = parent;
  }
  return true;
}

function setVisible(engine: Engine, inst: Instance, visible: boolean): void {
  if (inst.visible === visible) return;
  inst.visible = visible;
  engine.changes.markState(inst);
}

function walk(engine: Engine, inst: Instance, parentVisible: boolean | undefined): void {
  const parent = inst.parent === undefined ? undefined : engine.instances.get(inst.parent);
  const visible =
    parentVisible === undefined || inst.depth > MAX_ANCESTORS
      ? visibleOf(engine, inst)
      : parentVisible && inst.shown && (!parent || allows(parent, inst));
  setVisible(engine, inst, visible);
  for (const id of inst.children) {
    const c = engine.instances.get(id);
    if (c) walk(engine, c, visible);
  }
}

/** Recomputes `visible` for the subtrees whose flags changed (or everything after structure changes). */
export function updateVisibility(engine: Engine, all: boolean): void {
  const marked = engine.changes.takeVisibility();
  if (all) {
    for (const id of engine.roots) {
      const r = engine.instances.get(id);
      if (r) walk(engine, r, undefined);
    }
  } else if (marked.length > 0) {
    const dirty = marked.sort((a, b) => a.depth - b.depth);
    const done = new Set<Instance>();
    for (const inst of dirty) {
      if (inst.dead || hasAncestorIn(engine, inst, done)) continue;
      walk(engine, inst, undefined);
      done.add(inst);
    }
  }
}

function hasAncestorIn(engine: Engine, inst: Instance, set: ReadonlySet<Instance>): boolean {
  let cur = inst.parent === undefined ? undefined : engine.instances.get(inst.parent);
  for (let i = 0; cur && i <= MAX_ANCESTORS; i++) {
    if (set.has(cur)) return true;
    cur = cur.parent === undefined ? undefined : engine.instances.get(cur.parent);
  }
  return false;
}
