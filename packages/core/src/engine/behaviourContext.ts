import type { BehaviourContext } from '../components/behaviour';
import type { DefaultTexts } from '../expr';
import type { EngineParts } from './engineParts';
import type { Instance, ItemContext } from './model';

/** What behaviourContext.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type BehaviourContextEngine = Pick<EngineParts, 'config' | 'formulas' | 'instances' | 'texts'>;

/**
 * A BehaviourContext over one instance. Made on every recompute, so everything but the props is a
 * getter on the prototype, computed only when a behaviour asks (no closures per call).
 */
class InstanceContext implements BehaviourContext {
  #siblings: { before: unknown[]; after: unknown[] } | undefined;

  constructor(
    private readonly engine: BehaviourContextEngine,
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
  get renderReport(): () => string {
    const props = this.props;
    return () => String(props.calculatedReport ?? '');
  }
  get referencedSummaries(): { id: string; inconsistent: boolean }[] | undefined {
    if (!this.inst.behaviour?.readsSummaries) return undefined;
    return referencedSummaries(this.engine, this.inst);
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
  engine: BehaviourContextEngine,
  inst: Instance,
  props: Readonly<Record<string, unknown>>,
): BehaviourContext {
  return new InstanceContext(engine, inst, props);
}

/**
 * The same component's values in the other items of its list: their normalised (effective) values, so an
 * item whose value was only defaulted (a Dropdown's first option) counts as holding that value.
 */
function siblingsValues(
  engine: BehaviourContextEngine,
  inst: Instance,
): { before: unknown[]; after: unknown[] } {
  const index = (inst.item as ItemContext).index;
  const before: unknown[] = [];
  const after: unknown[] = [];
  for (const [k, other] of itemSiblings(engine, inst)) (k < index ? before : after).push(other.props.value);
  return { before, after };
}

/**
 * The instances of the same template in the other items of a list, with their item numbers. Items are
 * scanned until one is missing rather than up to the list's count: while a list grows, the new items
 * exist before the count is written, and they must already see each other.
 */
export function itemSiblings(engine: BehaviourContextEngine, inst: Instance): [number, Instance][] {
  const item = inst.item as ItemContext;
  const out: [number, Instance][] = [];
  for (let k = 1; ; k++) {
    if (k === item.index) continue;
    const other = engine.instances.get(`${item.listId}_${k}_${inst.node.id}`);
    if (!other || other.dead) break;
    out.push([k, other]);
  }
  return out;
}

/**
 * The other summaries (types that publish an inconsistency warning) a summary reader's report reads (any of their properties, its value included), with
 * whether each is inconsistent now: the keys its calculated-report cell reads, static and recorded at run
 * time (docs/engine.md#how-a-form-runs: a referenced summary that is inconsistent also raises a warning).
 */
export function referencedSummaries(
  engine: BehaviourContextEngine,
  inst: Instance,
): { id: string; inconsistent: boolean }[] {
  const cell = inst.cells.find((c) => c.tpl.prop === 'calculatedReport' && !c.dead);
  if (!cell) return [];
  const out = new Map<string, boolean>();
  for (const key of cell.seen) {
    const id = key.slice(0, key.indexOf('\u0001'));
    if (id === inst.id || out.has(id)) continue;
    const other = engine.instances.get(id);
    if (other && !other.dead && other.behaviour?.publishesWarning)
      out.set(id, other.props.inconsistent === true);
  }
  return [...out].map(([id, inconsistent]) => ({ id, inconsistent }));
}

/** The summary readers whose report reads `summary`: they derive again when it turns (in)consistent. */
export function readersOf(engine: BehaviourContextEngine, summary: Instance): Instance[] {
  const out: Instance[] = [];
  for (const other of engine.instances.values()) {
    if (other === summary || other.dead || !other.behaviour?.readsSummaries) continue;
    if (referencedSummaries(engine, other).some((r) => r.id === summary.id)) out.push(other);
  }
  return out;
}
