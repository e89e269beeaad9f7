import type { BehaviourContext } from '../components/behaviour';
import type { DefaultTexts } from '../expr';
import type { Engine } from './engine';
import type { Instance, ItemContext } from './model';

/**
 * A BehaviourContext over one instance. Made on every recompute, so everything but the props is a
 * getter on the prototype, computed only when a behaviour asks (no closures per call).
 */
class InstanceContext implements BehaviourContext {
  #siblings: { before: unknown[]; after: unknown[] } | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly inst: Instance,
    readonly props: Readonly<Record<string, unknown>>,
  ) {}

  get id(): string {
    return this.inst.id;
  }
  get texts(): DefaultTexts {
    return this.engine.texts;
  }
  get today(): () => string {
    return this.engine.config.today;
  }
  get children(): { id: string; visible: boolean }[] {
    const instances = this.engine.instances;
    return this.inst.children.flatMap((c) => {
      const ch = instances.get(c);
      return ch ? [{ id: ch.id, visible: ch.shown }] : [];
    });
  }
  get renderReport(): (() => string) | undefined {
    if (this.inst.node.type !== 'Summary') return undefined;
    const props = this.props;
    return () => String(props.calculatedReport ?? '');
  }
  get siblingsValues(): { before: unknown[]; after: unknown[] } | undefined {
    if (!this.inst.item || !this.inst.node.props.uniqueInRepeatedElements) return undefined;
    this.#siblings ??= siblingsValues(this.engine, this.inst);
    return this.#siblings;
  }

  isFormula(prop: string): boolean {
    const f = this.engine.formulas.get(this.inst.node.id);
    return f?.cells.some((c) => c.prop === prop && (c.kind === 'override' || c.kind === 'user')) ?? false;
  }
}

/** The context handed to an instance's behaviour. */
export function behaviourContext(
  engine: Engine,
  inst: Instance,
  props: Readonly<Record<string, unknown>>,
): BehaviourContext {
  return new InstanceContext(engine, inst, props);
}

function siblingsValues(engine: Engine, inst: Instance): { before: unknown[]; after: unknown[] } {
  const item = inst.item as ItemContext;
  const n = engine.itemCount(item.listId);
  const before: unknown[] = [];
  const after: unknown[] = [];
  for (let k = 1; k <= n; k++) {
    if (k === item.index) continue;
    const other = engine.instances.get(`${item.listId}_${k}_${inst.node.id}`);
    if (!other) continue;
    const v = other.user.value ?? other.script.value ?? other.formula.value ?? other.base.value;
    (k < item.index ? before : after).push(v);
  }
  return { before, after };
}
