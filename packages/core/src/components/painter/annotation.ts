/**
 * The Painter's annotation model (docs/components.md#painter): what a stored annotation looks like,
 * when a finished drawing is kept, and how right-click undo picks the annotation to drop.
 */

/** The annotation types of the stored value. */
export const ANNOTATION_TYPES = [
  'Spray',
  'Brush',
  'Line',
  'FloodFill',
  '4pCurve',
  '3pCurve',
  'SectorFill',
  'Image',
] as const;

/** One annotation type name. */
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

/** A canvas point in pixels. */
export interface PainterPoint {
  readonly x: number;
  readonly y: number;
}

/** One stored annotation: its type, palette colour index, points in canvas pixels and free metadata. */
export interface Annotation {
  readonly type: AnnotationType;
  readonly colorIndex: number;
  readonly points: readonly PainterPoint[];
  readonly metaData?: Readonly<Record<string, unknown>>;
}

/** Two points closer than this (in both axes) count as the same point (§9.3). */
export const SAME_POINT_TOLERANCE = 6;
/** A sector fill must enclose at least this area in square pixels (§4.10, §9.3). */
export const MIN_SECTOR_FILL_AREA = 50;

/** The exact number of points a finished curve has; fewer means it is still under construction. */
const CURVE_POINTS: Partial<Record<AnnotationType, number>> = { '4pCurve': 4, '3pCurve': 3 };

/** Whether two points are the same within {@link SAME_POINT_TOLERANCE} px on each axis. */
export function samePoint(a: PainterPoint, b: PainterPoint, tolerance = SAME_POINT_TOLERANCE): boolean {
  return Math.abs(a.x - b.x) <= tolerance && Math.abs(a.y - b.y) <= tolerance;
}

/** The area enclosed by the points as a closed polygon (shoelace formula), always non-negative. */
export function polygonArea(points: readonly PainterPoint[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    twice += p.x * q.y - q.x * p.y;
  }
  return Math.abs(twice) / 2;
}

/**
 * Whether a finished drawing is kept (§4.10: an invalid drawing is dropped). Every annotation needs a
 * known type, a whole colour index ≥ 0 and finite points. Then: a sector fill needs ≥ 2 points and an area
 * ≥ 50; a line needs two ends that are not the same point (6 px tolerance — otherwise it was a click);
 * curves need exactly their 4 or 3 points; spray, brush, flood fill and image need at least one point.
 */
export function isValidAnnotation(a: Annotation): boolean {
  if (!(ANNOTATION_TYPES as readonly string[]).includes(a.type)) return false;
  if (!Number.isInteger(a.colorIndex) || a.colorIndex < 0) return false;
  if (!a.points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))) return false;
  const first = a.points[0];
  if (first === undefined) return false;
  switch (a.type) {
    case 'SectorFill':
      return a.points.length >= 2 && polygonArea(a.points) >= MIN_SECTOR_FILL_AREA;
    case 'Line': {
      const last = a.points[a.points.length - 1]!;
      return a.points.length >= 2 && !samePoint(first, last);
    }
    case '4pCurve':
    case '3pCurve':
      return a.points.length === CURVE_POINTS[a.type];
    default:
      return true;
  }
}

function toPoint(raw: unknown): PainterPoint | undefined {
  if (Array.isArray(raw) && raw.length >= 2) {
    const [x, y] = raw as unknown[];
    return typeof x === 'number' && typeof y === 'number' ? { x, y } : undefined;
  }
  if (raw !== null && typeof raw === 'object') {
    const { x, y } = raw as { x?: unknown; y?: unknown };
    return typeof x === 'number' && typeof y === 'number' ? { x, y } : undefined;
  }
  return undefined;
}

function toAnnotation(raw: unknown): Annotation | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const type = (ANNOTATION_TYPES as readonly unknown[]).includes(r.type)
    ? (r.type as AnnotationType)
    : undefined;
  if (type === undefined || !Array.isArray(r.points)) return undefined;
  const points = r.points.map(toPoint);
  if (points.some((p) => p === undefined)) return undefined;
  const colorIndex = typeof r.colorIndex === 'number' ? r.colorIndex : 0;
  const meta = r.metaData;
  return {
    type,
    colorIndex,
    points: points as PainterPoint[],
    ...(meta !== null && typeof meta === 'object' && !Array.isArray(meta)
      ? { metaData: meta as Record<string, unknown> }
      : {}),
  };
}

/** The entries of a Painter value: the array, or the array its JSON text holds; anything else gives none. */
function entriesOf(value: unknown): unknown[] | undefined {
  let raw = value;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return undefined;
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  return Array.isArray(raw) ? raw : undefined;
}

/**
 * The annotations of a Painter value: an array, or its JSON text. Points may be `{x, y}` or `[x, y]`;
 * entries that are not valid annotations ({@link isValidAnnotation}) are skipped (a value from a script
 * must never crash the form, and an invalid drawing is never counted), and text that is not JSON gives none.
 */
export function parseAnnotations(value: unknown): Annotation[] {
  return (entriesOf(value) ?? [])
    .map(toAnnotation)
    .filter((a): a is Annotation => a !== undefined && isValidAnnotation(a));
}

/**
 * A Painter value without its invalid drawings (docs/components.md#painter: an invalid drawing is dropped),
 * whichever way it arrived (user, state, provider, script): the entries kept in the same form (array, or
 * JSON text) and the 1-based numbers of those dropped. A value with nothing to drop is returned as it is.
 */
export function dropInvalidAnnotations(value: unknown): { value: unknown; dropped: number[] } {
  const entries = entriesOf(value);
  if (!entries) return { value, dropped: [] };
  const dropped: number[] = [];
  const kept = entries.filter((e, i) => {
    const a = toAnnotation(e);
    const ok = a !== undefined && isValidAnnotation(a);
    if (!ok) dropped.push(i + 1);
    return ok;
  });
  if (dropped.length === 0) return { value, dropped };
  return { value: typeof value === 'string' ? JSON.stringify(kept) : kept, dropped };
}

/** What right-click off an annotation undoes (the rightClickUndo property). */
export type RightClickUndo = 'none' | 'color' | 'global';

/**
 * The annotations after a right-click undo: `none` keeps them, `global` drops the last one, `color` drops
 * the last one drawn in `colorIndex` (others stay). Returns a new array; nothing to undo returns a copy.
 */
export function undoLast(
  annotations: readonly Annotation[],
  rightClickUndo: RightClickUndo,
  colorIndex: number,
): Annotation[] {
  let at = -1;
  if (rightClickUndo === 'global') at = annotations.length - 1;
  else if (rightClickUndo === 'color') at = annotations.findLastIndex((a) => a.colorIndex === colorIndex);
  return at < 0 ? [...annotations] : [...annotations.slice(0, at), ...annotations.slice(at + 1)];
}
