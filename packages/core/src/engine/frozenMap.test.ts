import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { FrozenMap } from './frozenMap';

const entriesOf = <K, V>(m: ReadonlyMap<K, V>) => [...m.entries()];

describe('FrozenMap: a persistent map for snapshots', () => {
  test('every version keeps its own values while later versions change entries', () => {
    // Keys 0..199 (several blocks); each step replaces some values or, now and then, adds a key.
    const step = fc.array(fc.tuple(fc.integer({ min: 0, max: 210 }), fc.integer()), { maxLength: 12 });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const start = Array.from({ length: 200 }, (_, i): [number, number] => [i, -i]);
        let map = new FrozenMap(start);
        let model = new Map(start);
        const versions: [FrozenMap<number, number>, [number, number][]][] = [[map, entriesOf(model)]];
        for (const changes of steps) {
          map = map.with(changes);
          model = new Map(model);
          for (const [k, v] of changes) model.set(k, v);
          versions.push([map, entriesOf(model)]);
        }
        for (const [version, expected] of versions) {
          expect(entriesOf(version)).toEqual(expected);
          expect(version.size).toBe(expected.length);
          for (const [k, v] of expected) expect(version.get(k)).toBe(v);
        }
      }),
      { numRuns: 100 },
    );
  });

  test('it reads like a Map: order, lookups, forEach, keys and values', () => {
    const m = new FrozenMap<string, number>([
      ['b', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect([...m]).toEqual([
      ['b', 3],
      ['a', 2],
    ]);
    expect([...m.keys()]).toEqual(['b', 'a']);
    expect([...m.values()]).toEqual([3, 2]);
    expect(m.has('a')).toBe(true);
    expect(m.has('c')).toBe(false);
    expect(m.get('c')).toBeUndefined();
    const seen: string[] = [];
    m.forEach((v, k, self) => seen.push(`${k}=${v}:${self === m}`));
    expect(seen).toEqual(['b=3:true', 'a=2:true']);
  });

  test('it cannot be changed: frozen, no set or delete, and no changes give the same map', () => {
    const m = new FrozenMap([['a', 1]]);
    expect(Object.isFrozen(m)).toBe(true);
    expect('set' in m || 'delete' in m || 'clear' in m).toBe(false);
    expect(m.with([])).toBe(m);
    const next = m.with([['a', 2]]);
    expect(next).not.toBe(m);
    expect(m.get('a')).toBe(1);
    expect(next.get('a')).toBe(2);
  });
});
