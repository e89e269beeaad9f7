/** Values per block: a change copies the blocks it touches and the (short) list of blocks, nothing else. */
const SHIFT = 6;
const BLOCK = 1 << SHIFT;
const MASK = BLOCK - 1;

/** The key set of a map, in order, with each key's position: shared by every version with the same keys. */
interface Layout<K> {
  readonly keys: readonly K[];
  readonly index: ReadonlyMap<K, number>;
}

/** How a FrozenMap is built from another one (not exported, so only this module can build one so). */
class Parts<K, V> {
  constructor(
    readonly layout: Layout<K>,
    readonly blocks: readonly (readonly V[])[],
  ) {}
}

/**
 * A read-only, persistent map for snapshots: no method changes it, and {@link FrozenMap.with} makes a new
 * version that shares every unchanged block of values with this one, so a snapshot costs O(changed
 * entries) instead of a copy of every component. Iteration follows insertion order, like a Map.
 */
export class FrozenMap<K, V> implements ReadonlyMap<K, V> {
  readonly #layout: Layout<K>;
  readonly #blocks: readonly (readonly V[])[];

  /** A map of `entries` (a later entry for the same key replaces the value, as in a Map). */
  constructor(entries: Iterable<readonly [K, V]> | Parts<K, V> = []) {
    if (entries instanceof Parts) {
      this.#layout = entries.layout;
      this.#blocks = entries.blocks;
    } else {
      const keys: K[] = [];
      const index = new Map<K, number>();
      const values: V[] = [];
      for (const [k, v] of entries) {
        const i = index.get(k);
        if (i !== undefined) values[i] = v;
        else {
          index.set(k, keys.length);
          keys.push(k);
          values.push(v);
        }
      }
      const blocks: V[][] = [];
      for (let i = 0; i < values.length; i += BLOCK) blocks.push(values.slice(i, i + BLOCK));
      this.#layout = { keys, index };
      this.#blocks = blocks;
    }
    Object.freeze(this);
  }

  /**
   * A new version with `changes` set, as `new Map(this)` followed by `set` for each would give; this
   * map is left as it was. Replacing values of existing keys copies only the blocks holding them; a new
   * key rebuilds the whole map (the key set changes rarely: list items come and go).
   */
  with(changes: Iterable<readonly [K, V]>): FrozenMap<K, V> {
    const list = [...changes];
    if (list.length === 0) return this;
    const index = this.#layout.index;
    const copies = new Map<number, V[]>();
    for (const [k, v] of list) {
      const i = index.get(k);
      if (i === undefined) return new FrozenMap<K, V>([...this.entries(), ...list]);
      const b = i >> SHIFT;
      let block = copies.get(b);
      if (!block) {
        block = (this.#blocks[b] as readonly V[]).slice();
        copies.set(b, block);
      }
      block[i & MASK] = v;
    }
    const blocks = this.#blocks.slice();
    for (const [b, block] of copies) blocks[b] = block;
    return new FrozenMap<K, V>(new Parts(this.#layout, blocks));
  }

  get size(): number {
    return this.#layout.keys.length;
  }
  get(key: K): V | undefined {
    const i = this.#layout.index.get(key);
    return i === undefined ? undefined : this.#at(i);
  }
  has(key: K): boolean {
    return this.#layout.index.has(key);
  }
  forEach(fn: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    const keys = this.#layout.keys;
    for (let i = 0; i < keys.length; i++) fn.call(thisArg, this.#at(i), keys[i] as K, this);
  }
  entries(): MapIterator<[K, V]> {
    const keys = this.#layout.keys;
    return keys.map((k, i): [K, V] => [k, this.#at(i)]).values();
  }
  keys(): MapIterator<K> {
    return this.#layout.keys.values();
  }
  values(): MapIterator<V> {
    return this.#layout.keys.map((_, i) => this.#at(i)).values();
  }
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  #at(i: number): V {
    return (this.#blocks[i >> SHIFT] as readonly V[])[i & MASK] as V;
  }
}
