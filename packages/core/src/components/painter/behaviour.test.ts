import { describe, expect, it } from 'vitest';
import { getBehaviour } from '../behaviours';
import { getComponentDefinition } from '../registry';
import { testContext } from '../testing/testContext';
import { painterBehaviour } from './behaviour';

const sectorMap = [
  { name: 'UOQ', description: 'Upper outer quadrant', polygon: '0 0, 250 0, 250 200, 0 200' },
  { name: 'UIQ', description: 'Upper inner quadrant', polygon: '250 0, 500 0, 500 200, 250 200' },
];
const value = JSON.stringify([
  { type: 'Image', colorIndex: 0, points: [{ x: 300, y: 50 }], metaData: { name: 'cyst' } },
  {
    type: 'Brush',
    colorIndex: 1,
    points: [
      { x: 10, y: 10 },
      { x: 20, y: 20 },
    ],
  },
  { type: 'Spray', colorIndex: 0, points: [{ x: 400, y: 100 }] },
]);

describe('painterBehaviour', () => {
  it('is registered for Painter', () => {
    expect(getBehaviour('Painter')).toBe(painterBehaviour);
  });

  it('derives sector, sectorArray and sectorArrayFull from the value and the sector map', () => {
    expect(painterBehaviour.derive!(testContext({ value, sectorMap }))).toEqual({
      sector: 'UIQ',
      sectorArray: ['UIQ', 'UOQ'],
      sectorArrayFull: [
        { label: 'UIQ', count: 2, description: 'Upper inner quadrant' },
        { label: 'UOQ', count: 1, description: 'Upper outer quadrant' },
      ],
    });
  });

  it('scales canvas points into the sector map coordinate space', () => {
    // A 1000 px wide canvas over a 500-wide map halves x: 300, 10 and 400 land at 150, 5 and 200, all in UOQ.
    const props = { value, sectorMap, width: 1000, sectorMapWidth: 500 };
    expect(painterBehaviour.derive!(testContext(props))).toMatchObject({
      sector: 'UOQ',
      sectorArrayFull: [{ label: 'UOQ', count: 3, description: 'Upper outer quadrant' }],
    });
  });

  it('derives only names the definition declares', () => {
    const declared = Object.keys(getComponentDefinition('Painter')?.derived ?? {});
    expect(Object.keys(painterBehaviour.derive!(testContext({})))).toEqual(declared);
  });

  it('gives empty outputs for a missing or broken value', () => {
    for (const v of [undefined, '', '{oops', 7])
      expect(painterBehaviour.derive!(testContext({ value: v, sectorMap }))).toEqual({
        sector: '',
        sectorArray: [],
        sectorArrayFull: [],
      });
  });
});
