import { samePoint, SAME_POINT_TOLERANCE, type Annotation, type PainterPoint } from './annotation';
import { pointInPolygon } from './sectors';

/** An Image annotation's move box reaches at most this far from its point, in px (§9.3). */
export const IMAGE_MOVE_BOX_MAX = 15;
/** A new point snaps to the closest existing point within this distance, in px (§9.3). */
export const SNAP_DISTANCE = 20;
/** The result image is stored this long after the last change (§9.2). */
export const PAINTER_STORE_DELAY_MS = 200;
/** One spray tick: sprayDensity dots are added every tick while the pointer is held (§9.2). */
export const SPRAY_TICK_MS = 20;
/** Scale of the stored PNG by default, and of the canvas's own backing store (§9.3). */
export const PAINTER_STORE_SCALE = 1.5;
export const PAINTER_CANVAS_SCALE = 2;

/** What {@link annotationAt} needs besides the point: stroke width and an Image's drawn size. */
export interface HitOptions {
  /** brushWidth: strokes are hit within max(tolerance, width / 2) of a segment. */
  readonly brushWidth?: number;
  /** An Image annotation's drawn size (its marker's toolbox size), to bound the move box. */
  readonly imageSize?: (a: Annotation) => { readonly width: number; readonly height: number } | undefined;
}

function distanceToSegment(p: PainterPoint, a: PainterPoint, b: PainterPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Whether the point hits an annotation: its move box (Image), its area (SectorFill), a stroke, or a point. */
export function hitsAnnotation(a: Annotation, p: PainterPoint, opts: HitOptions = {}): boolean {
  const first = a.points[0];
  if (first === undefined) return false;
  if (a.type === 'Image') {
    const size = opts.imageSize?.(a);
    // The box is half the drawn size each way, but never more than 15 px: a big marker must not cover
    // the diagram so that every click becomes a move.
    const hx = Math.min(IMAGE_MOVE_BOX_MAX, size ? size.width / 2 : IMAGE_MOVE_BOX_MAX);
    const hy = Math.min(IMAGE_MOVE_BOX_MAX, size ? size.height / 2 : IMAGE_MOVE_BOX_MAX);
    return Math.abs(p.x - first.x) <= hx && Math.abs(p.y - first.y) <= hy;
  }
  if (a.type === 'SectorFill' && a.points.length >= 3 && pointInPolygon(p, a.points)) return true;
  const reach = Math.max(SAME_POINT_TOLERANCE, (opts.brushWidth ?? 0) / 2);
  if (a.points.some((q) => samePoint(p, q, reach))) return true;
  if (a.type === 'Brush' || a.type === 'Line' || a.type === 'SectorFill') {
    for (let i = 1; i < a.points.length; i++) {
      if (distanceToSegment(p, a.points[i - 1]!, a.points[i]!) <= reach) return true;
    }
  }
  return false;
}

/** The index of the topmost (latest) annotation under the point, or -1 when there is none. */
export function annotationAt(
  annotations: readonly Annotation[],
  p: PainterPoint,
  opts: HitOptions = {},
): number {
  for (let i = annotations.length - 1; i >= 0; i--) if (hitsAnnotation(annotations[i]!, p, opts)) return i;
  return -1;
}

/**
 * The point to use for a new line, curve or sector point: the closest point of any annotation (or of
 * `extra`, the drawing under construction) within {@link SNAP_DISTANCE} px, else the point itself.
 */
export function snapPoint(
  p: PainterPoint,
  annotations: readonly Annotation[],
  extra: readonly PainterPoint[] = [],
  distance = SNAP_DISTANCE,
): PainterPoint {
  let best: PainterPoint | undefined;
  let bestD = distance;
  const consider = (q: PainterPoint): void => {
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d <= bestD) {
      bestD = d;
      best = q;
    }
  };
  for (const a of annotations) if (a.type !== 'Spray') a.points.forEach(consider);
  extra.forEach(consider);
  return best ?? p;
}

/** The annotation moved by (dx, dy); a Spray's offsets are relative to its centre, so they move with it. */
export function moveAnnotation(a: Annotation, dx: number, dy: number): Annotation {
  return { ...a, points: a.points.map((q) => ({ x: q.x + dx, y: q.y + dy })) };
}

/** The index of the point of a curve under construction within the same-point tolerance, or -1. */
export function curvePointAt(points: readonly PainterPoint[], p: PainterPoint): number {
  return points.findIndex((q) => samePoint(p, q));
}
