import { getStroke } from 'perfect-freehand';
import {
  paletteColor,
  sprayDotPosition,
  type Annotation,
  type PainterPoint,
  type Sector,
} from '@formwright/core/runtime';

/** Everything one picture of the Painter is drawn from (the screen and the stored PNG use the same). */
export interface PaintScene {
  readonly width: number;
  readonly height: number;
  readonly background: string;
  /** The loaded background image, or undefined (none, still loading, or failed). */
  readonly image?: CanvasImageSource & { readonly width: number; readonly height: number };
  readonly imageScale: number;
  /** Sectors in map coordinates, their scale to canvas pixels, and the outline colour (none: not drawn). */
  readonly sectors: readonly Sector[];
  readonly sectorToCanvas: { readonly x: number; readonly y: number };
  readonly sectorColor?: string;
  /** Other list items' annotations (shared canvas), drawn faded underneath. */
  readonly backgroundAnnotations: readonly Annotation[];
  readonly annotations: readonly Annotation[];
  /** The drawing under construction (brush, line, curve, sector fill or spray in progress). */
  readonly draft?: Annotation;
  readonly brushWidth: number;
  readonly colors?: string;
  /** Marker images by marker name, and their drawn size. */
  readonly markerImage: (name: string, colorIndex: number) => CanvasImageSource | undefined;
  readonly markerSize: (name: string) => { readonly width: number; readonly height: number };
  /** The keyboard cursor, drawn as a crosshair while the canvas has focus. */
  readonly cursor?: PainterPoint;
}

/** Fill colour with alpha for sector fills and flood fills (the outline keeps the full colour). */
function withAlpha(color: string, alpha: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return color;
  const n = parseInt(m[1]!, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

function strokePath(ctx: CanvasRenderingContext2D, points: readonly PainterPoint[]): void {
  ctx.beginPath();
  points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
}

/** The spray dots of a Spray annotation: per tick (its point), the offsets in tenths of a pixel. */
export function sprayDots(a: Annotation): PainterPoint[] {
  const ticks = Array.isArray(a.metaData?.dots) ? (a.metaData.dots as unknown[]) : [];
  const out: PainterPoint[] = [];
  a.points.forEach((center, i) => {
    const offsets = ticks[i];
    if (!Array.isArray(offsets)) return out.push(center);
    for (let k = 0; k + 1 < offsets.length; k += 2) {
      const dx = Number(offsets[k]);
      const dy = Number(offsets[k + 1]);
      if (Number.isFinite(dx) && Number.isFinite(dy)) out.push(sprayDotPosition(center, { dx, dy }));
    }
    return out.length;
  });
  return out;
}

/**
 * Flood fill from the seed over what is drawn so far: the connected pixels within a colour distance of the
 * seed's colour take the fill colour. Works on the backing store's pixels (`ratio` device pixels per px).
 */
function floodFill(ctx: CanvasRenderingContext2D, seed: PainterPoint, color: string, ratio: number): void {
  const w = ctx.canvas.width;
  const h = ctx.canvas.height;
  const sx = Math.floor(seed.x * ratio);
  const sy = Math.floor(seed.y * ratio);
  if (sx < 0 || sy < 0 || sx >= w || sy >= h) return;
  const img = ctx.getImageData(0, 0, w, h);
  const d = img.data;
  const at = (sy * w + sx) * 4;
  const target = [d[at]!, d[at + 1]!, d[at + 2]!, d[at + 3]!];
  const probe = document.createElement('canvas').getContext('2d');
  if (!probe) return;
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const fill = probe.getImageData(0, 0, 1, 1).data;
  const near = (i: number): boolean =>
    Math.abs(d[i]! - target[0]!) +
      Math.abs(d[i + 1]! - target[1]!) +
      Math.abs(d[i + 2]! - target[2]!) +
      Math.abs(d[i + 3]! - target[3]!) <=
    64;
  const seen = new Uint8Array(w * h);
  const stack = [sy * w + sx];
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (seen[p]) continue;
    seen[p] = 1;
    const i = p * 4;
    if (!near(i)) continue;
    d[i] = fill[0]!;
    d[i + 1] = fill[1]!;
    d[i + 2] = fill[2]!;
    d[i + 3] = 255;
    const x = p % w;
    if (x > 0) stack.push(p - 1);
    if (x < w - 1) stack.push(p + 1);
    if (p >= w) stack.push(p - w);
    if (p < w * (h - 1)) stack.push(p + w);
  }
  ctx.putImageData(img, 0, 0);
}

/** Draws one annotation in its palette colour. */
export function paintAnnotation(
  ctx: CanvasRenderingContext2D,
  a: Annotation,
  scene: PaintScene,
  ratio: number,
  draft = false,
): void {
  const color = paletteColor(a.colorIndex, scene.colors);
  const width = Number(a.metaData?.width) || scene.brushWidth;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const pts = a.points;
  switch (a.type) {
    case 'Brush': {
      const outline = getStroke(
        pts.map((p) => [p.x, p.y]),
        { size: width * 1.5, thinning: 0, smoothing: 0.5, streamline: 0.4, last: !draft },
      );
      if (outline.length > 2) {
        ctx.beginPath();
        outline.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x!, y!) : ctx.lineTo(x!, y!)));
        ctx.closePath();
        ctx.fill();
      } else {
        ctx.beginPath();
        ctx.arc(pts[0]!.x, pts[0]!.y, width / 2, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    }
    case 'Line':
      strokePath(ctx, pts);
      ctx.stroke();
      break;
    case '4pCurve':
    case '3pCurve': {
      const need = a.type === '4pCurve' ? 4 : 3;
      if (pts.length === need) {
        ctx.beginPath();
        ctx.moveTo(pts[0]!.x, pts[0]!.y);
        if (need === 4) ctx.bezierCurveTo(pts[1]!.x, pts[1]!.y, pts[2]!.x, pts[2]!.y, pts[3]!.x, pts[3]!.y);
        else ctx.quadraticCurveTo(pts[1]!.x, pts[1]!.y, pts[2]!.x, pts[2]!.y);
        ctx.stroke();
      }
      if (draft || pts.length < need) {
        // Under construction: the control points stay visible (and movable) until the curve is complete.
        ctx.setLineDash([4, 4]);
        ctx.lineWidth = 1;
        strokePath(ctx, pts);
        ctx.stroke();
        ctx.setLineDash([]);
        for (const p of pts) ctx.fillRect(p.x - 3, p.y - 3, 6, 6);
      }
      break;
    }
    case 'SectorFill':
      strokePath(ctx, pts);
      ctx.closePath();
      ctx.fillStyle = withAlpha(color, 0.35);
      ctx.fill();
      ctx.stroke();
      break;
    case 'FloodFill':
      floodFill(ctx, pts[0]!, withAlpha(color, 0.6), ratio);
      break;
    case 'Spray':
      for (const p of sprayDots(a)) ctx.fillRect(p.x - 0.5, p.y - 0.5, 1.2, 1.2);
      break;
    case 'Image': {
      const name = String(a.metaData?.marker ?? '');
      const img = scene.markerImage(name, a.colorIndex);
      const { width: w, height: h } = scene.markerSize(name);
      if (img) ctx.drawImage(img, pts[0]!.x - w / 2, pts[0]!.y - h / 2, w, h);
      else {
        ctx.beginPath();
        ctx.arc(pts[0]!.x, pts[0]!.y, Math.min(w, h) / 2, 0, Math.PI * 2);
        ctx.stroke();
      }
      break;
    }
  }
  ctx.restore();
}

/**
 * Draws the whole scene on a context whose transform maps Painter pixels to the backing store at `ratio`:
 * background colour, background image (fitted to the canvas, times imageScale, centred), sector outlines,
 * the other list items' annotations (faded), the annotations, the draft and the keyboard cursor.
 */
export function paintScene(ctx: CanvasRenderingContext2D, scene: PaintScene, ratio: number): void {
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, scene.width, scene.height);
  const img = scene.image;
  if (img && img.width > 0 && img.height > 0) {
    const fit = Math.min(scene.width / img.width, scene.height / img.height) * scene.imageScale;
    const w = img.width * fit;
    const h = img.height * fit;
    ctx.drawImage(img, (scene.width - w) / 2, (scene.height - h) / 2, w, h);
  }
  if (scene.sectorColor) {
    ctx.save();
    ctx.strokeStyle = scene.sectorColor;
    ctx.lineWidth = 1;
    for (const s of scene.sectors) {
      strokePath(
        ctx,
        s.polygon.map((p) => ({ x: p.x * scene.sectorToCanvas.x, y: p.y * scene.sectorToCanvas.y })),
      );
      ctx.closePath();
      ctx.stroke();
    }
    ctx.restore();
  }
  ctx.save();
  ctx.globalAlpha = 0.45;
  for (const a of scene.backgroundAnnotations) paintAnnotation(ctx, a, scene, ratio);
  ctx.restore();
  for (const a of scene.annotations) paintAnnotation(ctx, a, scene, ratio);
  if (scene.draft) paintAnnotation(ctx, scene.draft, scene, ratio, true);
  if (scene.cursor) {
    const { x, y } = scene.cursor;
    ctx.save();
    ctx.strokeStyle = '#5aa9f0';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x - 9, y);
    ctx.lineTo(x + 9, y);
    ctx.moveTo(x, y - 9);
    ctx.lineTo(x, y + 9);
    ctx.stroke();
    ctx.strokeRect(x - 5, y - 5, 10, 10);
    ctx.restore();
  }
}
