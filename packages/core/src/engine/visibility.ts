import type { EngineParts } from './engineParts';
import type { Instance } from './model';
import { isTruthy } from './report';

/** What visibility.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type VisibilityEngine = Pick<EngineParts, 'changes' | 'instances' | 'roots'>;

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
export function visibleOf(engine: VisibilityEngine, inst: Instance): boolean {
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

/** Whether a component's own `disabled` holds (a literal or a formula's result). */
export function ownDisabled(inst: Instance): boolean {
  return isTruthy(inst.props.disabled);
}

/**
 * Whether a container above it is disabled (docs/engine.md#visibility): a disabled Section, ComponentGroup,
 * Row, Tabs or List makes everything inside it read-only, as an HTML fieldset does.
 */
export function containerDisabledOf(engine: VisibilityEngine, inst: Instance): boolean {
  let cur = inst.parent === undefined ? undefined : engine.instances.get(inst.parent);
  for (let i = 0; cur && i <= MAX_ANCESTORS; i++) {
    if (ownDisabled(cur)) return true;
    cur = cur.parent === undefined ? undefined : engine.instances.get(cur.parent);
  }
  return false;
}

function setFlags(
  engine: VisibilityEngine,
  inst: Instance,
  visible: boolean,
  containerDisabled: boolean,
): void {
  if (inst.visible === visible && inst.containerDisabled === containerDisabled) return;
  inst.visible = visible;
  inst.containerDisabled = containerDisabled;
  engine.changes.markState(inst);
}

function walk(
  engine: VisibilityEngine,
  inst: Instance,
  above: { readonly visible: boolean; readonly disabled: boolean } | undefined,
): void {
  const parent = inst.parent === undefined ? undefined : engine.instances.get(inst.parent);
  const fromRoot = above === undefined || inst.depth > MAX_ANCESTORS;
  const visible = fromRoot
    ? visibleOf(engine, inst)
    : above.visible && inst.shown && (!parent || allows(parent, inst));
  const containerDisabled = fromRoot ? containerDisabledOf(engine, inst) : above.disabled;
  setFlags(engine, inst, visible, containerDisabled);
  const below = { visible, disabled: containerDisabled || ownDisabled(inst) };
  for (const id of inst.children) {
    const c = engine.instances.get(id);
    if (c) walk(engine, c, below);
  }
}

/** Recomputes `visible` and `containerDisabled` for the subtrees whose flags changed (or everything after structure changes). */
export function updateVisibility(engine: VisibilityEngine, all: boolean): void {
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

function hasAncestorIn(engine: VisibilityEngine, inst: Instance, set: ReadonlySet<Instance>): boolean {
  let cur = inst.parent === undefined ? undefined : engine.instances.get(inst.parent);
  for (let i = 0; cur && i <= MAX_ANCESTORS; i++) {
    if (set.has(cur)) return true;
    cur = cur.parent === undefined ? undefined : engine.instances.get(cur.parent);
  }
  return false;
}
