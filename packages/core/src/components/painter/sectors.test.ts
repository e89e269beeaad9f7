import { describe, expect, it } from 'vitest';
import type { Annotation } from './annotation';
import { parsePolygon, pointInPolygon, readSectorMap, sectorOf, sectorOutputs } from './sectors';

const square = parsePolygon('0 0, 100 0, 100 100, 0 100');
const sectors = readSectorMap([
  { name: 'A', description: 'Left', polygon: '0 0, 100 0, 100 100, 0 100' },
  { name: 'B', description: 'Right', polygon: '100 0; 200 0; 200 100; 100 100' },
  { name: 'C', polygon: '0 100 200 100 200 200 0 200' },
]);
const at = (x: number, y: number, type: Annotation['type'] = 'Image'): Annotation => ({
  type,
  colorIndex: 0,
  points: [{ x, y }],
});

describe('parsePolygon and readSectorMap', () => {
  it.each([
    ['10 10, 90 10, 90 80', [10, 10, 90, 10, 90, 80]],
    ['10,10;90,10 ; 90 80', [10, 10, 90, 10, 90, 80]],
    ['-1.5 2, 3 .5, 7', [-1.5, 2, 3, 0.5]],
  ])('reads %j as point pairs', (text, xy) => {
    expect(parsePolygon(text).flatMap((p) => [p.x, p.y])).toEqual(xy);
  });

  it('skips sectors without a name or with fewer than 3 points', () => {
    const read = readSectorMap([
      { polygon: '0 0, 1 0, 1 1' },
      { name: 'x', polygon: '0 0, 1 1' },
      'junk',
      sectors[0],
    ]);
    expect(read).toEqual([]);
    expect(readSectorMap([{ name: 'ok', polygon: '0 0, 1 0, 1 1' }])).toHaveLength(1);
    expect(readSectorMap('nope')).toEqual([]);
  });
});

describe('pointInPolygon', () => {
  it.each([
    [50, 50, true],
    [150, 50, false],
    [-1, 50, false],
    [99.9, 0.1, true],
  ])('(%d, %d) is inside the square: %s', (x, y, inside) => {
    expect(pointInPolygon({ x, y }, square)).toBe(inside);
  });

  it('handles a concave polygon', () => {
    const l = parsePolygon('0 0, 100 0, 100 20, 20 20, 20 100, 0 100');
    expect(pointInPolygon({ x: 10, y: 50 }, l)).toBe(true);
    expect(pointInPolygon({ x: 50, y: 50 }, l)).toBe(false);
  });
});

describe('sectorOf', () => {
  it('uses the centroid of the annotation', () => {
    const stroke: Annotation = {
      type: 'Brush',
      colorIndex: 0,
      points: [
        { x: 90, y: 10 },
        { x: 150, y: 10 },
        { x: 160, y: 10 },
      ],
    };
    expect(sectorOf(stroke, sectors)?.name).toBe('B');
  });

  it('falls back to the first sector holding any point when the centroid is in none', () => {
    const stroke: Annotation = {
      type: 'Line',
      colorIndex: 0,
      points: [
        { x: 150, y: 50 },
        { x: 350, y: 50 },
      ],
    };
    expect(sectorOf(stroke, sectors)?.name).toBe('B');
    expect(sectorOf(at(500, 500), sectors)).toBeUndefined();
  });

  it('scales canvas points to the sector map', () => {
    expect(sectorOf(at(150, 50), sectors, { x: 0.5, y: 0.5 })?.name).toBe('A');
  });
});

describe('sectorOutputs', () => {
  it('counts annotations per sector, sorted by count with ties in map order', () => {
    const out = sectorOutputs(
      [at(150, 50), at(50, 150), at(10, 10), at(160, 60), at(50, 150), at(900, 900)],
      sectors,
    );
    expect(out.sectorArrayFull).toEqual([
      { label: 'B', count: 2, description: 'Right' },
      { label: 'C', count: 2, description: '' },
      { label: 'A', count: 1, description: 'Left' },
    ]);
    expect(out.sectorArray).toEqual(['B', 'C', 'A']);
    expect(out.sector).toBe('');
  });

  it('gives the sector of the latest annotation', () => {
    expect(sectorOutputs([at(150, 50), at(10, 10)], sectors).sector).toBe('A');
  });

  it('gives empty outputs without annotations or sectors', () => {
    expect(sectorOutputs([], sectors)).toEqual({ sector: '', sectorArray: [], sectorArrayFull: [] });
    expect(sectorOutputs([at(1, 1)], [])).toEqual({ sector: '', sectorArray: [], sectorArrayFull: [] });
  });
});
