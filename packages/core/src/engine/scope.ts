import type { DefaultTexts, EvalScope, HelperHost, ListItemVars } from '../expr';
import { listItemVars, type ItemContext } from './model';

/** What a scope needs from the engine: instance lookup with read tracking, and the script. */
export interface ScopeHost {
  readonly texts: DefaultTexts;
  readonly reportVersion: 'v1' | 'v2';
  readonly helperHost: HelperHost;
  /** Template ids of the components inside each list (any depth). */
  readonly listChildIds: ReadonlyMap<string, ReadonlySet<string>>;
  read(id: string, prop: string): unknown;
  itemCount(listId: string): number;
  callScript?(name: string, args: readonly unknown[]): unknown;
}

/**
 * The scope formulas of one context run in: the top level, or one list item, where a sibling's plain
 * id means the same item's instance (docs/expressions.md#expressions-text-templates-and-the-smart-filter). Every read goes through the engine, which
 * records it as a dependency of the running formula.
 */
export class EngineScope implements EvalScope {
  readonly callScript?: (name: string, args: readonly unknown[]) => unknown;

  constructor(
    private readonly engine: ScopeHost,
    readonly item: ItemContext | undefined,
  ) {
    if (engine.callScript) this.callScript = (name, args) => engine.callScript?.(name, args);
  }

  get texts(): DefaultTexts {
    return this.engine.texts;
  }

  get reportVersion(): 'v1' | 'v2' {
    return this.engine.reportVersion;
  }

  get host(): HelperHost {
    return this.engine.helperHost;
  }

  get listItem(): ListItemVars | undefined {
    const item = this.item;
    if (!item) return undefined;
    this.engine.read(item.listId, 'count');
    return listItemVars(item.listId, item.index, this.engine.itemCount(item.listId));
  }

  /** The instance id a written id means here. */
  resolve(id: string): string {
    const item = this.item;
    if (item && this.engine.listChildIds.get(item.listId)?.has(id)) return item.prefix + id;
    return id;
  }

  value(id: string): unknown {
    return this.engine.read(this.resolve(id), 'value');
  }

  prop(id: string, name: string): unknown {
    if (id === 'ListItem') return (this.listItem as Record<string, unknown> | undefined)?.[name];
    return this.engine.read(this.resolve(id), name);
  }
}
