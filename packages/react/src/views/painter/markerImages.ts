import { paletteColor } from '@formwright/core/runtime';

/** A marker entry as written in the form (core's PainterMarkerSpec). */
interface PainterMarkerSpec {
  readonly name?: unknown;
  readonly image?: unknown;
  readonly toolboxWidth?: unknown;
  readonly toolboxHeight?: unknown;
  readonly legendDescription?: unknown;
  readonly svgColor?: unknown;
}

/** Drawn size of a marker when neither the marker nor the toolbox gives one, in px. */
export const DEFAULT_MARKER_SIZE = 30;

/** A marker of the toolbox as the view uses it. */
export interface ToolboxMarker {
  readonly name: string;
  readonly image: string;
  readonly width: number;
  readonly height: number;
  readonly legend?: string;
  readonly svgColor: readonly string[];
}

const positive = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);

/** The toolbox markers: entries with a name and an image, sized by the marker, else iconWidth/Height. */
export function toolboxMarkers(raw: unknown, iconWidth: unknown, iconHeight: unknown): ToolboxMarker[] {
  if (!Array.isArray(raw)) return [];
  const out: ToolboxMarker[] = [];
  for (const m of raw as PainterMarkerSpec[]) {
    if (m === null || typeof m !== 'object' || typeof m.name !== 'string' || typeof m.image !== 'string')
      continue;
    const svgColor: unknown[] =
      typeof m.svgColor === 'string' ? m.svgColor.split(/\s+/) : Array.isArray(m.svgColor) ? m.svgColor : [];
    out.push({
      name: m.name,
      image: m.image,
      width: positive(m.toolboxWidth) ?? positive(iconWidth) ?? DEFAULT_MARKER_SIZE,
      height: positive(m.toolboxHeight) ?? positive(iconHeight) ?? DEFAULT_MARKER_SIZE,
      ...(typeof m.legendDescription === 'string' ? { legend: m.legendDescription } : {}),
      svgColor: svgColor.filter((c): c is string => typeof c === 'string' && c !== ''),
    });
  }
  return out;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The image source of a marker drawn in a colour index: an SVG (inline text or an SVG data URL) has each
 * of its svgColor colours replaced by the palette colour of the index, so one marker serves every
 * colour; other images are used as they are.
 */
export function markerSource(marker: ToolboxMarker, colorIndex: number, colors?: string): string {
  let svg: string | undefined;
  const src = marker.image.trim();
  if (src.startsWith('<')) svg = src;
  else {
    const m = /^data:image\/svg\+xml(;charset=[^;,]*)?(;base64)?,(.*)$/is.exec(src);
    if (m) {
      try {
        svg = m[2] ? atob(m[3]!) : decodeURIComponent(m[3]!);
      } catch {
        svg = undefined;
      }
    }
  }
  if (svg === undefined) return src;
  const color = paletteColor(colorIndex, colors);
  for (const c of marker.svgColor) svg = svg.replace(new RegExp(escapeRegExp(c), 'gi'), color);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
