import {
  isValidAnnotation,
  sprayPoints,
  type Annotation,
  type AnnotationType,
  type PainterPoint,
} from '@formwright/core/runtime';

/** The drawing tools of the marker property. */
export type MarkerTool = 'brush' | 'spray' | 'line' | '4pcurve' | '3pcurve' | 'sectorFill' | 'fill' | 'none';

/** The annotation type each tool draws (none draws nothing). */
export const TOOL_TYPES: Readonly<Record<MarkerTool, AnnotationType | undefined>> = {
  brush: 'Brush',
  spray: 'Spray',
  line: 'Line',
  '4pcurve': '4pCurve',
  '3pcurve': '3pCurve',
  sectorFill: 'SectorFill',
  fill: 'FloodFill',
  none: undefined,
};

/** The marker property's value as a tool; anything unknown is the default, spray. */
export function toolOf(marker: unknown): MarkerTool {
  return typeof marker === 'string' && marker in TOOL_TYPES ? (marker as MarkerTool) : 'spray';
}

/** Points a click-built curve needs (4pcurve 4, 3pcurve 3). */
export function curvePointsNeeded(type: AnnotationType): number | undefined {
  return type === '4pCurve' ? 4 : type === '3pCurve' ? 3 : undefined;
}

/** An annotation with one more point. */
export function withPoint(a: Annotation, p: PainterPoint): Annotation {
  return { ...a, points: [...a.points, p] };
}

/** An annotation with its last point replaced (a line's end following the pointer). */
export function withLastPoint(a: Annotation, p: PainterPoint): Annotation {
  return { ...a, points: [...a.points.slice(0, -1), p] };
}

/**
 * One spray tick at the centre: `density` dots within `radius` (core's sprayPoints), kept as the tick's
 * centre point plus its dots' offsets in tenths of a pixel in metaData.dots (the 10× fixed-point format).
 */
export function sprayTick(
  a: Annotation,
  center: PainterPoint,
  density: number,
  radius: number,
  random: () => number = Math.random,
): Annotation {
  const dots = sprayPoints(center, density, radius, random).flatMap((d) => [d.dx, d.dy]);
  const before = Array.isArray(a.metaData?.dots) ? (a.metaData.dots as unknown[]) : [];
  return { ...a, points: [...a.points, center], metaData: { ...a.metaData, dots: [...before, dots] } };
}

/** Whether a finished draft is kept (core's isValidAnnotation); a dropped one is logged by the caller. */
export function keepDraft(a: Annotation): boolean {
  return isValidAnnotation(a);
}
