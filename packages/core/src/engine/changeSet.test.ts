import { describe, expect, test } from 'vitest';
import type { ComponentState } from './contract';
import { ChangeSet } from './changeSet';
import type { Instance } from './model';

/** An instance as far as the change set sees it: an identity with a published state. */
const inst = (id: string): Instance =>
  ({ id, state: { id } as unknown as ComponentState }) as unknown as Instance;

/** A change set whose start-up changes (everything dirty) are already taken. */
function settled(): ChangeSet {
  const changes = new ChangeSet();
  changes.take();
  changes.takeReport();
  changes.takeVisibility();
  return changes;
}

describe('the change set (the one owner of the engine dirty flags)', () => {
  test('a fresh change set has everything to publish, so the first snapshot is built whole', () => {
    const changes = new ChangeSet();
    expect(changes.structureChanged).toBe(true);
    expect(changes.takeReport()).toBe(true);
    const taken = changes.take();
    expect([taken.structure, taken.mandatory, taken.diagnostics]).toEqual([true, true, true]);
  });

  test('take hands over what changed once and starts afresh', () => {
    const changes = settled();
    const a = inst('a');
    changes.markState(a);
    changes.markDiagnostics();
    const first = changes.take();
    expect([...first.states]).toEqual([a]);
    expect([first.structure, first.mandatory, first.diagnostics]).toEqual([false, true, true]);
    const second = changes.take();
    expect([...second.states]).toEqual([]);
    expect([second.structure, second.mandatory, second.diagnostics]).toEqual([false, false, false]);
  });

  test('a marked state drops the published state, so views see a new object', () => {
    const a = inst('a');
    settled().markState(a);
    expect(a.state).toBeUndefined();
  });

  test.each([
    ['markState', (c: ChangeSet, i: Instance) => c.markState(i), { structure: false, mandatory: true }],
    ['markCreated', (c: ChangeSet, i: Instance) => c.markCreated(i), { structure: true, mandatory: false }],
    [
      'markDestroyed',
      (c: ChangeSet, i: Instance) => c.markDestroyed(i),
      { structure: true, mandatory: true },
    ],
    [
      'markVisibility',
      (c: ChangeSet, i: Instance) => c.markVisibility(i),
      { structure: false, mandatory: false },
    ],
    ['markReport', (c: ChangeSet) => c.markReport(), { structure: false, mandatory: false }],
  ])('%s sets the structure and mandatory flags it names', (_name, mark, expected) => {
    const changes = settled();
    mark(changes, inst('a'));
    expect(changes.structureChanged).toBe(expected.structure);
    const { structure, mandatory } = changes.take();
    expect({ structure, mandatory }).toEqual(expected);
  });

  test('a created instance has its visibility computed; a destroyed one leaves every pending set', () => {
    const changes = settled();
    const [a, b] = [inst('a'), inst('b')];
    changes.markCreated(a);
    changes.markState(b);
    changes.markVisibility(b);
    changes.markDestroyed(b);
    expect(changes.takeVisibility()).toEqual([a]);
    expect([...changes.take().states]).toEqual([]);
  });

  test('the report flag and the visibility set are taken apart from the rest, each once', () => {
    const changes = settled();
    const a = inst('a');
    changes.markReport();
    changes.markVisibility(a);
    expect(changes.take().states.size).toBe(0);
    expect(changes.takeReport()).toBe(true);
    expect(changes.takeReport()).toBe(false);
    expect(changes.takeVisibility()).toEqual([a]);
    expect(changes.takeVisibility()).toEqual([]);
  });
});
