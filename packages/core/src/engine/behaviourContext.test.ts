import { describe, expect, it } from 'vitest';
import type { ComponentBehaviour } from '../components/behaviour';
import { behaviourContext, readersOf } from './behaviourContext';
import type { Engine } from './engine';
import type { Instance } from './model';

/** Made-up types: which summaries a report reads follows the behaviours, never the type names. */
const made = (
  id: string,
  behaviour: ComponentBehaviour,
  props: Record<string, unknown> = {},
  reads: string[] = [],
) =>
  ({
    id,
    props,
    dead: false,
    node: { id, type: 'Made' },
    behaviour,
    cells: [
      { tpl: { prop: 'calculatedReport' }, dead: false, seen: new Set(reads.map((r) => `${r}\u0001value`)) },
    ],
  }) as unknown as Instance;

const engineOf = (...instances: Instance[]) =>
  ({ instances: new Map(instances.map((i) => [i.id, i])) }) as unknown as Engine;

describe('the summaries a report reads', () => {
  it.each([
    [
      'reads summaries and reads one that is inconsistent',
      { readsSummaries: true },
      { publishesWarning: true },
      [{ id: 'o', inconsistent: true }],
    ],
    ['reads summaries and reads a component that is no summary', { readsSummaries: true }, {}, []],
    ['does not read summaries', {}, { publishesWarning: true }, undefined],
  ])('a type that %s', (_what, reader, read, expected) => {
    const inst = made('r', reader, {}, ['o']);
    const engine = engineOf(inst, made('o', read, { inconsistent: true }));
    expect(behaviourContext(engine, inst, {}).referencedSummaries).toEqual(expected);
  });

  it('a changed summary finds the readers that read it, and only those', () => {
    const summary = made('o', { publishesWarning: true });
    const readers = [
      made('a', { readsSummaries: true }, {}, ['o']),
      made('b', { readsSummaries: true }, {}, ['x']),
      made('c', {}, {}, ['o']),
    ];
    expect(readersOf(engineOf(summary, ...readers), summary).map((i) => i.id)).toEqual(['a']);
  });
});
