import type { ComponentState } from './contract';
import { instanceTree } from './instanceTree';
import type { Instance } from './model';

import type { InstanceTreeEngine } from './instanceTree';

/** What componentState.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type ComponentStateEngine = InstanceTreeEngine;

/**
 * The frozen state a snapshot publishes for an instance: its props, value, visibility, list-item variables
 * and its place in the instance tree. Called only when the instance changed since its last published
 * state (`inst.state` cleared); `prev` is that last state, whose unchanged tree arrays are reused.
 */
export function componentState(
  engine: ComponentStateEngine,
  inst: Instance,
  prev: ComponentState | undefined,
): ComponentState {
  const li = inst.item;
  const count = li ? engine.itemCount(li.listId) : 0;
  const state = {
    id: inst.id,
    type: inst.node.type,
    node: inst.node,
    // Inside a disabled container it is read-only on screen too (docs/engine.md#visibility).
    props:
      inst.containerDisabled && inst.props.disabled !== true
        ? Object.freeze({ ...inst.props, disabled: true })
        : inst.props,
    value: inst.props.value,
    visible: inst.visible,
    ...instanceTree(engine, inst, prev),
    ...(li
      ? {
          listItem: Object.freeze({
            index: li.index,
            zindex: li.index - 1,
            count,
            prefix: li.prefix,
            prefixBase: `${li.listId}_`,
          }),
        }
      : {}),
  };
  // The node's type is a registered type name (parseSpec resolves aliases and drops unknown types), and
  // props hold what the type's definition declares (components/props.test.ts checks the two agree).
  return Object.freeze(state) as ComponentState;
}
