import { describe, expect, it } from 'vitest';
import type { Annotation, AnnotationType } from './annotation';
import {
  annotationAt,
  curvePointAt,
  hitsAnnotation,
  IMAGE_MOVE_BOX_MAX,
  moveAnnotation,
  SNAP_DISTANCE,
  snapPoint,
} from './hitTest';

const ann = (type: AnnotationType, xy: number[], colorIndex = 0): Annotation => {
  const points = [];
  for (let i = 0; i + 1 < xy.length; i += 2) points.push({ x: xy[i]!, y: xy[i + 1]! });
  return { type, colorIndex, points };
};

describe('Painter hit testing (docs/components.md#painter)', () => {
  it('the move box of an image reaches at most 15 px from its point', () => {
    expect(IMAGE_MOVE_BOX_MAX).toBe(15);
    const img = ann('Image', [100, 100]);
    const big = { imageSize: () => ({ width: 200, height: 200 }) };
    expect(hitsAnnotation(img, { x: 115, y: 85 }, big)).toBe(true);
    expect(hitsAnnotation(img, { x: 116, y: 100 }, big)).toBe(false);
    const small = { imageSize: () => ({ width: 10, height: 10 }) };
    expect(hitsAnnotation(img, { x: 106, y: 100 }, small)).toBe(false);
    expect(hitsAnnotation(img, { x: 105, y: 100 }, small)).toBe(true);
  });

  it('a stroke is hit within the same-point tolerance of any segment', () => {
    const line = ann('Line', [0, 0, 100, 0]);
    expect(hitsAnnotation(line, { x: 50, y: 6 })).toBe(true);
    expect(hitsAnnotation(line, { x: 50, y: 7 })).toBe(false);
    expect(hitsAnnotation(line, { x: 50, y: 9 }, { brushWidth: 20 })).toBe(true);
  });

  it('a sector fill is hit anywhere inside its area', () => {
    expect(hitsAnnotation(ann('SectorFill', [0, 0, 100, 0, 100, 100, 0, 100]), { x: 50, y: 50 })).toBe(true);
  });

  it('the latest annotation under the point wins; none gives -1', () => {
    const list = [ann('Brush', [10, 10, 20, 20]), ann('Image', [12, 12])];
    expect(annotationAt(list, { x: 12, y: 12 })).toBe(1);
    expect(annotationAt(list, { x: 300, y: 300 })).toBe(-1);
  });

  it('snaps to the closest existing point within 20 px, else keeps the point', () => {
    expect(SNAP_DISTANCE).toBe(20);
    const list = [ann('Line', [0, 0, 100, 0]), ann('Line', [110, 0, 200, 50])];
    expect(snapPoint({ x: 104, y: 3 }, list)).toEqual({ x: 100, y: 0 });
    expect(snapPoint({ x: 150, y: 150 }, list)).toEqual({ x: 150, y: 150 });
    expect(snapPoint({ x: 30, y: 0 }, [], [{ x: 45, y: 0 }])).toEqual({ x: 45, y: 0 });
  });

  it('moves every point of an annotation and finds a curve point under construction', () => {
    expect(moveAnnotation(ann('Line', [0, 0, 10, 10], 3), 5, -5)).toEqual(ann('Line', [5, -5, 15, 5], 3));
    expect(
      curvePointAt(
        [
          { x: 0, y: 0 },
          { x: 50, y: 50 },
        ],
        { x: 54, y: 47 },
      ),
    ).toBe(1);
    expect(curvePointAt([{ x: 0, y: 0 }], { x: 50, y: 50 })).toBe(-1);
  });
});
