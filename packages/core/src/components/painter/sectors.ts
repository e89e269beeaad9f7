import type { Annotation, PainterPoint } from './annotation';

/** One named sector of the Painter image (the sectorMap property). */
export interface Sector {
  readonly name: string;
  readonly description?: string;
  /** Outline in sector-map coordinates. */
  readonly polygon: readonly PainterPoint[];
}

/** One row of sectorArrayFull. */
export interface SectorCount {
  readonly label: string;
  readonly count: number;
  readonly description: string;
}

/** The Painter outputs derived from the annotations and the sector map (docs/components.md#painter). */
export interface SectorOutputs {
  readonly sector: string;
  readonly sectorArray: readonly string[];
  readonly sectorArrayFull: readonly SectorCount[];
}

/**
 * The points of a polygon text such as '10 10, 90 10, 90 80': numbers are taken in pairs whatever the
 * separators (spaces, commas, semicolons); an odd number left over is ignored.
 */
export function parsePolygon(text: string): PainterPoint[] {
  const nums = (text.match(/-?\d+(?:\.\d+)?|-?\.\d+/g) ?? []).map(Number);
  const points: PainterPoint[] = [];
  for (let i = 0; i + 1 < nums.length; i += 2) points.push({ x: nums[i]!, y: nums[i + 1]! });
  return points;
}

/** The sectors of a sectorMap property value; items without a name or a 3-point polygon are skipped. */
export function readSectorMap(raw: unknown): Sector[] {
  if (!Array.isArray(raw)) return [];
  const sectors: Sector[] = [];
  for (const item of raw as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const { name, description, polygon } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof polygon !== 'string') continue;
    const points = parsePolygon(polygon);
    if (points.length < 3) continue;
    sectors.push({ name, ...(typeof description === 'string' ? { description } : {}), polygon: points });
  }
  return sectors;
}

/** Whether a point lies inside a polygon (even-odd ray casting; points on an edge may fall either way). */
export function pointInPolygon(p: PainterPoint, polygon: readonly PainterPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The centroid of an annotation: the mean of its points (a one-point annotation is its point). */
export function annotationAnchor(a: Annotation): PainterPoint | undefined {
  if (a.points.length === 0) return undefined;
  let x = 0;
  let y = 0;
  for (const p of a.points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / a.points.length, y: y / a.points.length };
}

/** Scale from canvas pixels to sector-map coordinates (1 when the map has no size of its own). */
export interface SectorScale {
  readonly x: number;
  readonly y: number;
}

/**
 * The sector an annotation falls in: the first sector (in sectorMap order) whose polygon holds the
 * annotation's centroid, scaled to map coordinates; when the centroid is in none (a stroke around a
 * concave sector), the first sector holding any of its points; undefined when it is outside every sector.
 */
export function sectorOf(
  a: Annotation,
  sectors: readonly Sector[],
  scale: SectorScale = { x: 1, y: 1 },
): Sector | undefined {
  const toMap = (p: PainterPoint): PainterPoint => ({ x: p.x * scale.x, y: p.y * scale.y });
  const anchor = annotationAnchor(a);
  if (anchor === undefined) return undefined;
  const c = toMap(anchor);
  const byCentroid = sectors.find((s) => pointInPolygon(c, s.polygon));
  if (byCentroid) return byCentroid;
  const points = a.points.map(toMap);
  return sectors.find((s) => points.some((p) => pointInPolygon(p, s.polygon)));
}

/**
 * sector, sectorArray and sectorArrayFull: `sector` is the sector of the latest annotation ('' when it is
 * outside every sector or there is none); each annotation counts once, in its {@link sectorOf} sector;
 * sectorArrayFull lists the sectors holding annotations with label (name), count and description ('' when
 * absent), sorted by count descending, ties in sectorMap order; sectorArray is its labels in that order.
 */
export function sectorOutputs(
  annotations: readonly Annotation[],
  sectors: readonly Sector[],
  scale?: SectorScale,
): SectorOutputs {
  const counts = new Map<Sector, number>();
  let latest: Sector | undefined;
  for (const a of annotations) {
    latest = sectorOf(a, sectors, scale);
    if (latest) counts.set(latest, (counts.get(latest) ?? 0) + 1);
  }
  const full = sectors
    .filter((s) => counts.has(s))
    .map((s) => ({ label: s.name, count: counts.get(s)!, description: s.description ?? '' }))
    // Array.prototype.sort is stable, so equal counts keep sectorMap order.
    .sort((a, b) => b.count - a.count);
  return { sector: latest?.name ?? '', sectorArray: full.map((s) => s.label), sectorArrayFull: full };
}
