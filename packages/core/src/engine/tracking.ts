import { DEP_SEPARATOR, depKey, type Cell } from './model';

/**
 * Read tracking (docs/expressions.md#expressions-text-templates-and-the-smart-filter): which formula cells read which keys (`id\u0001prop`). Static edges
 * come from the compiled dependencies; reads made while a cell runs are recorded as further edges, so a
 * formula that reads through Get or a computed id re-runs when what it actually read changes.
 */
export class ReadTracker {
  /** Readers of each key: static edges plus reads recorded at run time. */
  private readonly readers = new Map<string, Set<Cell>>();
  /**
   * The same sets by id, then property: a propagation (thousands when 500 suggestions are accepted at once)
   * finds its readers without building and hashing a new key string.
   */
  private readonly byId = new Map<string, Map<string, Set<Cell>>>();
  /** Cells whose reads are only known at run time: they re-run when items come and go. */
  readonly dynamicCells = new Set<Cell>();
  /** The cell running now, whose reads become its edges (undefined outside formulas). */
  current: Cell | undefined;

  /** Registers `cell` as a reader of `key` (once). */
  addReader(key: string, cell: Cell): void {
    if (cell.seen.has(key)) return;
    cell.seen.add(key);
    let set = this.readers.get(key);
    if (!set) {
      set = new Set();
      this.readers.set(key, set);
      const at = key.indexOf(DEP_SEPARATOR);
      const id = key.slice(0, at);
      let props = this.byId.get(id);
      if (!props) {
        props = new Map();
        this.byId.set(id, props);
      }
      props.set(key.slice(at + 1), set);
    }
    set.add(cell);
  }

  /** Records a read of `id.prop` as an edge of the running cell, if any. */
  record(id: string, prop: string): void {
    const cell = this.current;
    // A live cell is in the reader set of every key it has seen: a read of a known edge (nearly every
    // read) is found by id and property, without building and hashing the key string.
    if (cell && !this.byId.get(id)?.get(prop)?.has(cell)) this.addReader(depKey(id, prop), cell);
  }

  /**
   * Calls `fn` for each live reader of the properties `props` of `id`; dead readers are dropped on the way.
   * The id is looked up once for all of them: a recompute's changes name several properties of one instance.
   */
  forEachReader(id: string, props: readonly string[], fn: (cell: Cell) => void): void {
    const byProp = this.byId.get(id);
    if (!byProp) return;
    for (const prop of props) {
      const set = byProp.get(prop);
      if (!set) continue;
      for (const c of set) {
        if (c.dead) set.delete(c);
        else fn(c);
      }
    }
  }

  /** Marks the running formula as reading the form's structure (GetDynamicAll): it re-runs when items come and go. */
  markDynamic(): void {
    if (this.current) this.dynamicCells.add(this.current);
  }

  /** Runs `fn` outside any cell, so its reads add no edges (onClick formulas, init values, script events). */
  withoutCell<T>(fn: () => T): T {
    const prev = this.current;
    this.current = undefined;
    try {
      return fn();
    } finally {
      this.current = prev;
    }
  }
}
