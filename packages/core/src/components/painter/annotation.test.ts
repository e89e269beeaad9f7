import { describe, expect, it } from 'vitest';
import {
  isValidAnnotation,
  parseAnnotations,
  polygonArea,
  samePoint,
  undoLast,
  type Annotation,
  type AnnotationType,
} from './annotation';

const pts = (...xy: number[]) =>
  Array.from({ length: xy.length / 2 }, (_, i) => ({ x: xy[2 * i]!, y: xy[2 * i + 1]! }));
const ann = (type: AnnotationType, points: number[], colorIndex = 0): Annotation => ({
  type,
  colorIndex,
  points: pts(...points),
});

describe('polygonArea', () => {
  it.each([
    ['a 10 by 10 square', [0, 0, 10, 0, 10, 10, 0, 10], 100],
    ['the same square clockwise', [0, 0, 0, 10, 10, 10, 10, 0], 100],
    ['a right triangle', [0, 0, 10, 0, 0, 10], 50],
    ['two points', [0, 0, 10, 10], 0],
  ])('gives the shoelace area of %s', (_, xy, area) => {
    expect(polygonArea(pts(...xy))).toBe(area);
  });
});

describe('samePoint', () => {
  it.each([
    [0, 0, 6, 6, true],
    [0, 0, 7, 0, false],
    [10, 10, 4, 16, true],
    [10, 10, 10, 17, false],
  ])('treats (%d,%d) and (%d,%d) as the same point: %s', (ax, ay, bx, by, same) => {
    expect(samePoint({ x: ax, y: ay }, { x: bx, y: by })).toBe(same);
  });
});

describe('isValidAnnotation', () => {
  it.each<[string, Annotation, boolean]>([
    ['a sector fill with one point', ann('SectorFill', [0, 0]), false],
    ['a sector fill with area 49.5', ann('SectorFill', [0, 0, 11, 0, 0, 9]), false],
    ['a sector fill with area exactly 50', ann('SectorFill', [0, 0, 10, 0, 0, 10]), true],
    ['a sector fill of 2 points (no area)', ann('SectorFill', [0, 0, 100, 100]), false],
    ['a line whose ends are 6 px apart', ann('Line', [0, 0, 6, 0]), false],
    ['a line whose ends are 7 px apart', ann('Line', [0, 0, 7, 0]), true],
    ['a line of one point', ann('Line', [0, 0]), false],
    ['a finished 4-point curve', ann('4pCurve', [0, 0, 10, 10, 20, 0, 30, 10]), true],
    ['a 4-point curve under construction', ann('4pCurve', [0, 0, 10, 10]), false],
    ['a finished 3-point curve', ann('3pCurve', [0, 0, 10, 10, 20, 0]), true],
    ['a 3-point curve with 4 points', ann('3pCurve', [0, 0, 10, 10, 20, 0, 1, 1]), false],
    ['a one-point brush stroke', ann('Brush', [5, 5]), true],
    ['a spray', ann('Spray', [5, 5, 6, 6]), true],
    ['a flood fill seed', ann('FloodFill', [5, 5]), true],
    ['an image marker', ann('Image', [5, 5]), true],
    ['a brush without points', ann('Brush', []), false],
    ['a negative colour index', ann('Brush', [5, 5], -1), false],
    ['a fractional colour index', ann('Brush', [5, 5], 1.5), false],
    ['a point that is not finite', ann('Brush', [NaN, 5]), false],
    ['an unknown type', { type: 'Blob' as AnnotationType, colorIndex: 0, points: pts(1, 1) }, false],
  ])('%s is valid: %s', (_, a, valid) => {
    expect(isValidAnnotation(a)).toBe(valid);
  });
});

describe('parseAnnotations', () => {
  it('reads JSON text with [x, y] points and keeps the metadata', () => {
    const text = JSON.stringify([
      { type: 'Image', colorIndex: 2, points: [[3, 4]], metaData: { name: 'cyst' } },
    ]);
    expect(parseAnnotations(text)).toEqual([
      { type: 'Image', colorIndex: 2, points: [{ x: 3, y: 4 }], metaData: { name: 'cyst' } },
    ]);
  });

  it.each([['not json'], [''], [42], [null], [{ type: 'Brush' }]])('gives none for %j', (value) => {
    expect(parseAnnotations(value)).toEqual([]);
  });

  it('skips entries that are not annotations and defaults a missing colour index to 0', () => {
    const value = [
      { type: 'Nope', points: [] },
      { type: 'Brush', points: [{ x: 1, y: 'a' }] },
      { type: 'Brush', points: [{ x: 1, y: 2 }] },
    ];
    expect(parseAnnotations(value)).toEqual([{ type: 'Brush', colorIndex: 0, points: [{ x: 1, y: 2 }] }]);
  });
});

describe('undoLast', () => {
  const list = [
    ann('Brush', [1, 1], 0),
    ann('Line', [0, 0, 50, 50], 1),
    ann('Spray', [2, 2], 0),
    ann('Brush', [3, 3], 2),
  ];

  it.each<[string, 'none' | 'color' | 'global', number, number[]]>([
    ['none keeps everything', 'none', 0, [0, 1, 2, 3]],
    ['global drops the last annotation', 'global', 0, [0, 1, 2]],
    ['color drops the last annotation of colour 0', 'color', 0, [0, 1, 3]],
    ['color drops the only annotation of colour 1', 'color', 1, [0, 2, 3]],
    ['color with no annotation of that colour keeps everything', 'color', 5, [0, 1, 2, 3]],
  ])('%s', (_, mode, colorIndex, kept) => {
    expect(undoLast(list, mode, colorIndex)).toEqual(kept.map((i) => list[i]));
  });

  it('leaves its input unchanged and handles an empty list', () => {
    const copy = [...list];
    undoLast(list, 'global', 0);
    expect(list).toEqual(copy);
    expect(undoLast([], 'global', 0)).toEqual([]);
  });
});
