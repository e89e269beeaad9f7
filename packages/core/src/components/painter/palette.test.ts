import { describe, expect, it } from 'vitest';
import { listItemPainter, PAINTER_PALETTE, paletteColor, sprayPoints } from './palette';

describe('paletteColor', () => {
  it('has 12 distinct default colours', () => {
    expect(new Set(PAINTER_PALETTE).size).toBe(12);
  });

  it.each([
    [0, undefined, PAINTER_PALETTE[0]],
    [11, undefined, PAINTER_PALETTE[11]],
    [12, undefined, PAINTER_PALETTE[0]],
    [25, undefined, PAINTER_PALETTE[1]],
    [-1, undefined, PAINTER_PALETTE[11]],
    [0, 'red blue green', 'red'],
    [4, 'red  blue green', 'blue'],
    [2, '   ', PAINTER_PALETTE[2]],
  ])('colour index %d with colors %j is %s', (index, colors, expected) => {
    expect(paletteColor(index, colors)).toBe(expected);
  });
});

describe('listItemPainter', () => {
  it.each([
    [0, { colorIndex: 0, storesImage: true }],
    [1, { colorIndex: 1, storesImage: false }],
    [4, { colorIndex: 4, storesImage: false }],
  ])('item %d draws in its own colour and only the first stores the image', (index, expected) => {
    expect(listItemPainter(index)).toEqual(expected);
  });
});

describe('sprayPoints', () => {
  /** A repeatable pseudo-random sequence (mulberry32). */
  function seeded(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('gives density dots with whole-tenth offsets inside the radius', () => {
    const dots = sprayPoints({ x: 100, y: 50 }, 10, 8, seeded(1));
    expect(dots).toHaveLength(10);
    for (const d of dots) {
      expect(Number.isInteger(d.dx) && Number.isInteger(d.dy)).toBe(true);
      expect(Math.hypot(d.dx, d.dy)).toBeLessThanOrEqual(80 + 1);
      expect(d.x).toBeCloseTo(100 + d.dx / 10, 10);
      expect(d.y).toBeCloseTo(50 + d.dy / 10, 10);
    }
  });

  it('stores offsets in tenths of a pixel', () => {
    // angle 0 (random 0), distance sqrt(0.25) * 8 = 4 px → 40 tenths right of the centre.
    const values = [0, 0.25];
    const dots = sprayPoints({ x: 10, y: 10 }, 1, 8, () => values.shift() ?? 0);
    expect(dots).toEqual([{ dx: 40, dy: 0, x: 14, y: 10 }]);
  });

  it.each([[0], [-3], [NaN]])('gives no dots for density %d', (density) => {
    expect(sprayPoints({ x: 0, y: 0 }, density, 8, Math.random)).toEqual([]);
  });
});
