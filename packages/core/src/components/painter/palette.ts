import type { PainterPoint } from './annotation';

/** The default palette of 12 colours, chosen by colour index (docs/components.md#painter). */
export const PAINTER_PALETTE: readonly string[] = [
  '#e6194b',
  '#3cb44b',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#42d4f4',
  '#f032e6',
  '#bfef45',
  '#ffe119',
  '#469990',
  '#9a6324',
  '#000075',
];

/**
 * The colour for a colour index: from the `colors` property (space-separated) when it names any, else
 * from {@link PAINTER_PALETTE}; the index wraps around the palette, negatives included.
 */
export function paletteColor(colorIndex: number, colors?: string): string {
  const custom = (colors ?? '').split(/\s+/).filter((c) => c !== '');
  const palette = custom.length > 0 ? custom : PAINTER_PALETTE;
  const i = Math.trunc(colorIndex);
  return palette[((i % palette.length) + palette.length) % palette.length]!;
}

/** How a Painter inside a List item draws: its colour index and whether it stores the result image. */
export interface ListItemPainter {
  readonly colorIndex: number;
  readonly storesImage: boolean;
}

/**
 * The Painter of list item `index` (0-based) when items share one canvas (§4.10): the colour index is
 * the item index, and only the first item stores the image so the shared canvas is stored once.
 */
export function listItemPainter(index: number): ListItemPainter {
  return { colorIndex: index, storesImage: index === 0 };
}

/**
 * One spray dot: its offset from the spray centre in whole tenths of a pixel (the stored 10x fixed-point
 * format, §9.3) and the canvas point that offset gives.
 */
export interface SprayDot {
  readonly dx: number;
  readonly dy: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The dots of one spray tick: `density` dots spread evenly over the disc of `radius` px around the
 * centre, as whole tenths of a pixel. `random` returns numbers in [0, 1) and is injected so ticks are
 * reproducible. Offsets are rounded first so the canvas point is exactly what the stored value gives back.
 */
export function sprayPoints(
  center: PainterPoint,
  density: number,
  radius: number,
  random: () => number,
): SprayDot[] {
  const count = Number.isFinite(density) ? Math.max(0, Math.floor(density)) : 0;
  const r = Number.isFinite(radius) ? Math.max(0, radius) : 0;
  const dots: SprayDot[] = [];
  for (let i = 0; i < count; i++) {
    const angle = random() * 2 * Math.PI;
    // sqrt keeps the density even over the disc instead of crowding the centre.
    const dist = Math.sqrt(random()) * r;
    const dx = Math.round(dist * Math.cos(angle) * 10);
    const dy = Math.round(dist * Math.sin(angle) * 10);
    dots.push({ dx, dy, ...sprayDotPosition(center, { dx, dy }) });
  }
  return dots;
}

/** The canvas point of a spray dot around its centre (the dot's offsets are tenths of a pixel). */
export function sprayDotPosition(
  center: PainterPoint,
  dot: { readonly dx: number; readonly dy: number },
): PainterPoint {
  return { x: center.x + dot.dx / 10, y: center.y + dot.dy / 10 };
}
