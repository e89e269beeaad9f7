import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  annotationAt,
  curvePointAt,
  moveAnnotation,
  pointerIntent,
  samePoint,
  snapPoint,
  SPRAY_TICK_MS,
  undoLast,
  type Annotation,
  type Clock,
  type HitOptions,
  type PainterPoint,
  type RightClickUndo,
  type TimerId,
} from '@formwright/core/runtime';
import {
  curvePointsNeeded,
  keepDraft,
  sprayTick,
  TOOL_TYPES,
  withLastPoint,
  withPoint,
  type MarkerTool,
} from './drafts';
import type { ToolboxMarker } from './markerImages';

/** What the Painter's input handling reads and calls. */
export interface PainterInputOptions {
  readonly annotations: readonly Annotation[];
  readonly commit: (next: Annotation[], what: string) => void;
  readonly colorIndex: number;
  readonly tool: MarkerTool;
  readonly moveAsDefault: boolean;
  readonly rightClickUndo: RightClickUndo;
  readonly disallowAnnotationMoving: boolean;
  readonly brushWidth: number;
  readonly sprayDensity: number;
  readonly sprayRadius: number;
  readonly disabled: boolean;
  readonly hit: HitOptions;
  readonly armed: ToolboxMarker | undefined;
  readonly disarm: () => void;
  readonly width: number;
  readonly height: number;
  readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** Repaints now with a draft and, while moving, the annotations as they would be. */
  readonly redraw: (draft?: Annotation, preview?: readonly Annotation[]) => void;
  /** Logged: an invalid drawing is ignored (§8). */
  readonly log: (message: string) => void;
}

type Drag =
  | { readonly kind: 'draw'; draft: Annotation; readonly pointerId: number }
  | { readonly kind: 'move'; readonly index: number; readonly from: PainterPoint; moved: Annotation[] }
  | { readonly kind: 'curvePoint'; readonly index: number };

/** Keyboard cursor steps in px (Shift: the larger). */
const KEY_STEP = 5;
const KEY_STEP_LARGE = 20;

/** The canvas point of a pointer event, in Painter pixels (the canvas may be drawn scaled by CSS). */
function eventPoint(e: PointerEvent<HTMLCanvasElement>, width: number, height: number): PainterPoint {
  return canvasPoint(e.currentTarget, e.clientX, e.clientY, width, height);
}

/**
 * A viewport position as a Painter point: relative to the canvas's content box (its border excluded) and
 * scaled when CSS shows the canvas at another size than its width and height.
 */
export function canvasPoint(
  canvas: HTMLCanvasElement,
  clientX: number,
  clientY: number,
  width: number,
  height: number,
): PainterPoint {
  const r = canvas.getBoundingClientRect();
  const sx = canvas.clientWidth > 0 ? width / canvas.clientWidth : 1;
  const sy = canvas.clientHeight > 0 ? height / canvas.clientHeight : 1;
  return {
    x: Math.round((clientX - r.left - canvas.clientLeft) * sx),
    y: Math.round((clientY - r.top - canvas.clientTop) * sy),
  };
}

/**
 * The Painter's pointer and keyboard handling (docs/components.md#painter): what a press does comes from core's
 * pointerIntent; drafts are kept only when core's isValidAnnotation says so; hits, snapping and moves are
 * core's. Returns the canvas handlers, the curve under construction and the keyboard cursor.
 */
export function usePainterInput(o: PainterInputOptions) {
  const opts = useRef(o);
  opts.current = o;
  const drag = useRef<Drag | undefined>(undefined);
  const spray = useRef<{ timer?: TimerId; at: PainterPoint } | undefined>(undefined);
  /** A curve, line or sector built point by point (clicks for curves, Enter for the keyboard). */
  const [pending, setPending] = useState<Annotation | undefined>(undefined);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const [cursor, setCursor] = useState<PainterPoint | undefined>(undefined);

  const stopSpray = (): void => {
    const s = spray.current;
    if (s?.timer !== undefined) opts.current.clock.clearTimeout(s.timer);
    spray.current = undefined;
  };
  useEffect(() => stopSpray, []);

  const newDraft = (type: Annotation['type'], points: PainterPoint[]): Annotation => ({
    type,
    colorIndex: opts.current.colorIndex,
    points,
    ...(type === 'Brush' || type === 'Line' ? { metaData: { width: opts.current.brushWidth } } : {}),
  });

  const finish = (draft: Annotation): void => {
    const c = opts.current;
    if (keepDraft(draft)) c.commit([...c.annotations, draft], `${draft.type} added`);
    else {
      c.log(`the ${draft.type} drawing is invalid and is ignored`);
      c.redraw();
    }
  };

  const placeMarker = (m: ToolboxMarker, p: PainterPoint): void => {
    const c = opts.current;
    const a: Annotation = {
      type: 'Image',
      colorIndex: c.colorIndex,
      points: [p],
      metaData: { marker: m.name },
    };
    c.commit([...c.annotations, a], `${m.name} placed`);
  };

  /** Adds a point to the point-by-point drawing; completes a curve at its count. */
  const addPendingPoint = (type: Annotation['type'], p: PainterPoint): void => {
    const c = opts.current;
    const current = pendingRef.current?.type === type ? pendingRef.current : undefined;
    const q = snapPoint(p, c.annotations);
    const next = current ? withPoint(current, q) : newDraft(type, [q]);
    const need = curvePointsNeeded(type) ?? (type === 'Line' ? 2 : undefined);
    if (need !== undefined && next.points.length >= need) {
      setPending(undefined);
      finish(next);
    } else setPending(next);
  };

  const drawStart = (p: PainterPoint, pointerId: number): void => {
    const c = opts.current;
    if (c.armed) {
      placeMarker(c.armed, p);
      c.disarm();
      return;
    }
    const type = TOOL_TYPES[c.tool];
    if (type === undefined) return;
    if (type === 'FloodFill') return finish(newDraft('FloodFill', [p]));
    if (type === '4pCurve' || type === '3pCurve') return addPendingPoint(type, p);
    if (type === 'Spray') {
      let draft = sprayTick(newDraft('Spray', []), p, c.sprayDensity, c.sprayRadius);
      drag.current = { kind: 'draw', draft, pointerId };
      spray.current = { at: p };
      const tick = (): void => {
        const d = drag.current;
        const s = spray.current;
        if (d?.kind !== 'draw' || !s) return;
        draft = sprayTick(d.draft, s.at, opts.current.sprayDensity, opts.current.sprayRadius);
        d.draft = draft;
        opts.current.redraw(draft);
        s.timer = opts.current.clock.setTimeout(tick, SPRAY_TICK_MS);
      };
      spray.current.timer = c.clock.setTimeout(tick, SPRAY_TICK_MS);
      c.redraw(draft);
      return;
    }
    const start = type === 'Line' ? snapPoint(p, c.annotations) : p;
    const draft = newDraft(type, type === 'Line' ? [start, start] : [start]);
    drag.current = { kind: 'draw', draft, pointerId };
    c.redraw(draft);
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>): void => {
    const c = opts.current;
    if (c.disabled || (e.button !== 0 && e.button !== 2)) return;
    e.preventDefault();
    e.currentTarget.focus({ preventScroll: true });
    const p = eventPoint(e, c.width, c.height);
    const index = annotationAt(c.annotations, p, c.hit);
    const curve = pendingRef.current;
    const curvePoint = curve && curvePointsNeeded(curve.type) ? curvePointAt(curve.points, p) : -1;
    const intent = pointerIntent({
      button: e.button === 2 ? 'right' : 'left',
      ctrl: e.ctrlKey,
      shift: e.shiftKey,
      moveAsDefault: c.moveAsDefault,
      onAnnotation: index >= 0,
      curveInProgress: curvePoint >= 0,
      rightClickUndo: c.rightClickUndo,
      disallowAnnotationMoving: c.disallowAnnotationMoving,
    });
    switch (intent) {
      case 'delete':
        c.commit(
          c.annotations.filter((_, i) => i !== index),
          `${c.annotations[index]!.type} deleted`,
        );
        return;
      case 'undo': {
        const next = undoLast(c.annotations, c.rightClickUndo, c.colorIndex);
        if (next.length !== c.annotations.length) c.commit(next, 'last annotation undone');
        return;
      }
      case 'move':
        drag.current =
          curvePoint >= 0
            ? { kind: 'curvePoint', index: curvePoint }
            : { kind: 'move', index, from: p, moved: [...c.annotations] };
        return;
      case 'draw':
        drawStart(p, e.pointerId);
        return;
      default:
        return;
    }
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>): void => {
    const d = drag.current;
    if (!d) return;
    const c = opts.current;
    const p = eventPoint(e, c.width, c.height);
    if (d.kind === 'curvePoint') {
      const curve = pendingRef.current;
      if (!curve) return;
      const points = curve.points.map((q, i) => (i === d.index ? p : q));
      setPending({ ...curve, points });
      return;
    }
    if (d.kind === 'move') {
      const original = c.annotations[d.index];
      if (!original) return;
      d.moved = c.annotations.map((a, i) =>
        i === d.index ? moveAnnotation(a, p.x - d.from.x, p.y - d.from.y) : a,
      );
      c.redraw(undefined, d.moved);
      return;
    }
    if (d.pointerId !== e.pointerId) return;
    if (d.draft.type === 'Spray') {
      if (spray.current) spray.current.at = p;
      return;
    }
    d.draft = d.draft.type === 'Line' ? withLastPoint(d.draft, p) : withPoint(d.draft, p);
    c.redraw(d.draft);
  };

  /** Pointer up or leaving the canvas ends the drawing (§4.10). */
  const onPointerEnd = (e: PointerEvent<HTMLCanvasElement>): void => {
    const d = drag.current;
    if (!d) return;
    drag.current = undefined;
    const c = opts.current;
    if (d.kind === 'curvePoint') return;
    if (d.kind === 'move') {
      const p = eventPoint(e, c.width, c.height);
      if (p.x !== d.from.x || p.y !== d.from.y)
        c.commit(d.moved, `${c.annotations[d.index]?.type ?? ''} moved`);
      else c.redraw();
      return;
    }
    stopSpray();
    let draft = d.draft;
    if (draft.type === 'Line')
      draft = withLastPoint(draft, snapPoint(eventPoint(e, c.width, c.height), c.annotations));
    finish(draft);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>): void => {
    const c = opts.current;
    if (c.disabled) return;
    const at = cursor ?? { x: Math.round(c.width / 2), y: Math.round(c.height / 2) };
    const step = e.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const mv = moves[e.key];
    if (mv) {
      e.preventDefault();
      setCursor({
        x: Math.min(c.width, Math.max(0, at.x + mv[0])),
        y: Math.min(c.height, Math.max(0, at.y + mv[1])),
      });
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setCursor(at);
      if (c.armed) {
        placeMarker(c.armed, at);
        c.disarm();
        return;
      }
      const type = TOOL_TYPES[c.tool];
      if (type === undefined) return;
      if (type === 'Spray')
        return finish(sprayTick(newDraft('Spray', []), at, c.sprayDensity, c.sprayRadius));
      if (type === 'Brush' || type === 'FloodFill') return finish(newDraft(type, [at]));
      if (type === 'SectorFill') {
        const current = pendingRef.current?.type === 'SectorFill' ? pendingRef.current : undefined;
        // Enter back on the first vertex closes the sector.
        if (current && current.points.length >= 2 && samePoint(at, current.points[0]!)) {
          setPending(undefined);
          return finish(current);
        }
        setPending(current ? withPoint(current, at) : newDraft('SectorFill', [at]));
        return;
      }
      return addPendingPoint(type, at);
    }
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      const index = annotationAt(c.annotations, at, c.hit);
      if (index >= 0) {
        c.commit(
          c.annotations.filter((_, i) => i !== index),
          `${c.annotations[index]!.type} deleted`,
        );
      }
      return;
    }
    if (e.key === 'Escape') {
      setPending(undefined);
      c.disarm();
    }
  };

  return {
    pending,
    cursor,
    setCursor,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerLeave: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
      onContextMenu: (e: { preventDefault(): void }) => e.preventDefault(),
    },
  };
}
