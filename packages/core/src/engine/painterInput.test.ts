import { describe, expect, test } from 'vitest';
import { applyStep, type ActionStep } from './interactions';
import { fakeScript, formOf } from './testing';

const form = [
  '- Painter:',
  '    id: map',
  '    sectorMap:',
  "      - { name: UOQ, description: Upper outer, polygon: '0 0, 250 0, 250 200, 0 200' }",
  "      - { name: UIQ, description: Upper inner, polygon: '250 0, 500 0, 500 200, 250 200' }",
  '- Text: { id: go }',
].join('\n');

const good = { type: 'Spray', colorIndex: 0, points: [{ x: 300, y: 50 }] };
/** Invalid by docs/components.md#painter: a sector fill of area 50 · 0 (a line), inside UOQ. */
const thinFill = {
  type: 'SectorFill',
  colorIndex: 0,
  points: [
    { x: 10, y: 10 },
    { x: 100, y: 10 },
  ],
};
/** A line whose ends are the same point (a click), inside UOQ. */
const clickLine = {
  type: 'Line',
  colorIndex: 1,
  points: [
    { x: 20, y: 20 },
    { x: 22, y: 21 },
  ],
};
const drawn = [good, thinFill, clickLine];

function arrive(how: string): { f: ReturnType<typeof formOf> } {
  const script = fakeScript((e, host) => {
    if (e.reason === 'userInput' && e.source === 'go') host.set('map', drawn);
  });
  const f = formOf(form, { script });
  const steps: Record<string, ActionStep[]> = {
    set: [{ set: 'map', value: drawn }],
    'set as JSON text': [{ set: 'map', value: JSON.stringify(drawn) }],
    'state restore': [{ setState: { map: { user: { value: drawn } } } }],
    script: [{ set: 'go', value: 'x' }],
  };
  for (const step of steps[how] ?? []) applyStep(f.store, step);
  f.store.flush();
  return { f };
}

describe('an invalid Painter annotation is dropped however it arrives (docs/components.md#painter)', () => {
  // A Painter takes no dataarg: provider data reaches it only through the script (dataRetrieve).
  test.each(['set', 'set as JSON text', 'state restore', 'script'])(
    'by %s: only the valid annotation is kept and counted in the sectors',
    (how) => {
      const { f } = arrive(how);
      const value = f.value('map');
      const kept = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
      expect(kept).toEqual([good]);
      expect(f.prop('map', 'sectorArrayFull')).toEqual([
        { label: 'UIQ', count: 1, description: 'Upper inner' },
      ]);
      expect(f.prop('map', 'sector')).toBe('UIQ');
    },
  );

  test('a set that brings invalid drawings says so (action-ignored)', () => {
    const { f } = arrive('set');
    const notes = f.store
      .getSnapshot()
      .diagnostics.filter((d) => d.code === 'action-ignored')
      .map((d) => d.message);
    expect(notes).toEqual(['Action set on map does nothing: annotations 2, 3 are invalid and are dropped']);
  });
});
