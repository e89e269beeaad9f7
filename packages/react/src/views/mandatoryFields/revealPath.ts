import type { FormSnapshot, Interaction } from '@formwright/core/runtime';

/**
 * The interactions that bring a component on screen before a jump to it: select the tab of every Tabs
 * above it whose shown tab is another, and open every collapsed or hidden List item above it (outermost
 * first). Empty when nothing above it is closed.
 */
export function revealPath(snapshot: FormSnapshot, id: string): Interaction[] {
  const out: Interaction[] = [];
  let current = snapshot.components.get(id);
  // Visibility looks up to 100 ancestors (docs/components.md#components); the same bound keeps a bad tree finite.
  for (let depth = 0; current?.parent !== undefined && depth < 100; depth++) {
    const childId = current.id;
    const parent = snapshot.components.get(current.parent);
    if (!parent) break;
    if (parent.type === 'Tabs') {
      const tab = parent.tabs.find((t) => t.children.includes(childId));
      if (tab && tab.visible && tab.index !== parent.activeTab) {
        out.unshift({ type: 'selectTab', id: parent.id, tab: tab.index });
      }
    } else if (parent.type === 'List') {
      const item = parent.items.find((i) => i.children.includes(childId));
      if (item && parent.props.itemStates[item.index - 1] !== 'open') {
        out.unshift({ type: 'toggleItem', id: parent.id, item: item.index, open: true });
      }
    }
    current = parent;
  }
  return out;
}
