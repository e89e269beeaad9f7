import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import {
  listItemPainter,
  PAINTER_CANVAS_SCALE,
  PAINTER_STORE_DELAY_MS,
  PAINTER_STORE_SCALE,
  parseAnnotations,
  readSectorMap,
  type Annotation,
  type FormSnapshot,
  type RightClickUndo,
} from '@formwright/core/runtime';
import { useFormEnv } from '../../form/FormEnv';
import { useImageSink } from '../../hidden/ImageSink';
import { useFormStore } from '../../store/FormContext';
import { useFormSelector } from '../../store/useFormSelector';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';
import { createCaptureScheduler } from '../graph/captureScheduler';
import { toolOf } from './drafts';
import { markerSource, toolboxMarkers, type ToolboxMarker } from './markerImages';
import { paintScene, type PaintScene } from './paint';
import { MARKER_DRAG_TYPE, Toolbox } from './Toolbox';
import { useImageCache } from './useImageCache';
import { canvasPoint, usePainterInput } from './usePainterInput';

const DEFAULT_WIDTH = 500;
const DEFAULT_HEIGHT = 400;
/** The canvas colour when the form gives none: the theme's surface, never a glaring white in the dark. */
const THEME_CANVAS = { dark: '#23272e', light: '#ffffff' } as const;

const positive = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

function logPainter(id: string, message: string, detail?: unknown): void {
  console.warn(`[Formwright] Painter ${id}: ${message}`, ...(detail === undefined ? [] : [detail]));
}

/** posOffset as a CSS length: a number is pixels, text is used as written (digits with an optional %). */
function offsetCss(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return `${v}px`;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?%?$/.test(v.trim())) {
    return v.trim().endsWith('%') ? v.trim() : `${v.trim()}px`;
  }
  return undefined;
}

/**
 * Painter (docs/components.md#painter): a canvas over a background image where the user draws with the
 * marker tool or drops toolbox markers; the value is the annotations, from which the core derives the
 * sector outputs; the picture is stored as a PNG 200 ms after the last change. Every rule (what a press
 * does, which drawing is kept, hits, snapping, palette, spray, list items) is the core's.
 */
export function PainterView({ state }: ViewProps<'Painter'>) {
  const { id, props, listItem } = state;
  const env = useFormEnv();
  const store = useFormStore();
  const update = useUpdate();
  const sink = useImageSink();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [armed, setArmed] = useState<ToolboxMarker | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [focused, setFocused] = useState(false);
  const [failedImages, setFailedImages] = useState<readonly string[]>([]);

  const width = positive(props.width) ?? DEFAULT_WIDTH;
  const height = positive(props.height) ?? DEFAULT_HEIGHT;
  const disabled = props.disabled === true;
  const annotations = useMemo(() => parseAnnotations(state.value), [state.value]);

  // Inside a list item the colour index is the item index (§4.10); with communicatingInListElements the
  // items share one canvas: the others' annotations are background and only the first stores the image.
  const item = listItem ? listItemPainter(listItem.zindex) : undefined;
  const shared = listItem !== undefined && props.communicatingInListElements === true;
  const colorIndex = item ? item.colorIndex : (positive(props.colorIndex) ?? 0);
  const storesImage = props.storeImageResult !== false && (!shared || item!.storesImage);

  const selectSiblings = useCallback(
    (s: FormSnapshot): readonly unknown[] => {
      if (!shared || !listItem) return [];
      const local = id.slice(listItem.prefix.length);
      const values: unknown[] = [];
      for (let n = 1; n <= listItem.count; n++) {
        if (n !== listItem.index) values.push(s.components.get(`${listItem.prefixBase}${n}_${local}`)?.value);
      }
      return values;
    },
    [shared, listItem, id],
  );
  const siblingValues = useFormSelector(selectSiblings, sameList);
  const backgroundAnnotations = useMemo(
    () => siblingValues.flatMap((v) => parseAnnotations(v)),
    [siblingValues],
  );

  const onImageFailed = useCallback(
    (src: string) => {
      logPainter(id, 'an image could not be loaded', src.length > 120 ? `${src.slice(0, 120)}…` : src);
      setFailedImages((f) => (f.includes(src) ? f : [...f, src]));
    },
    [id],
  );
  const image = useImageCache(onImageFailed);
  const dark = env.theme === 'dark';
  const imageUrl = text(dark ? props.darkImage : props.lightImage) ?? text(props.image);
  const background =
    text(dark ? props.darkBgColor : props.lightBgColor) ?? text(props.bgColor) ?? THEME_CANVAS[env.theme];
  const bgImage = image(imageUrl);

  const sectors = useMemo(() => readSectorMap(props.sectorMap), [props.sectorMap]);
  const rawSectors = Array.isArray(props.sectorMap) ? props.sectorMap.length : 0;
  const markers = useMemo(
    () => toolboxMarkers(props.markers, props.iconWidth, props.iconHeight),
    [props.markers, props.iconWidth, props.iconHeight],
  );
  const markerOf = (name: string) => markers.find((m) => m.name === name);
  const brushWidth = positive(props.brushWidth) ?? 2;

  const sceneOf = (over: Partial<PaintScene> = {}): PaintScene => ({
    width,
    height,
    background,
    ...(bgImage?.img ? { image: bgImage.img } : {}),
    imageScale: positive(props.imageScale) ?? 1,
    sectors,
    sectorToCanvas: {
      x: positive(props.sectorMapWidth) ? width / props.sectorMapWidth! : 1,
      y: positive(props.sectorMapHeight) ? height / props.sectorMapHeight! : 1,
    },
    ...(text(props.sectorMapColor) ? { sectorColor: props.sectorMapColor! } : {}),
    backgroundAnnotations,
    annotations,
    brushWidth,
    ...(text(props.colors) ? { colors: props.colors! } : {}),
    markerImage: (name, ci) => {
      const m = markerOf(name);
      return m ? image(markerSource(m, ci, props.colors))?.img : undefined;
    },
    markerSize: (name) => markerOf(name) ?? { width: 30, height: 30 },
    ...over,
  });
  const sceneRef = useRef(sceneOf);
  sceneRef.current = sceneOf;

  const redraw = useCallback((draft?: Annotation, preview?: readonly Annotation[]) => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!ctx) return;
    paintScene(
      ctx,
      sceneRef.current({
        ...(draft ? { draft } : {}),
        ...(preview ? { annotations: preview } : {}),
        ...(cursorRef.current ? { cursor: cursorRef.current } : {}),
      }),
      PAINTER_CANVAS_SCALE,
    );
  }, []);

  const commit = (next: Annotation[], what: string): void => {
    update({ type: 'set', id, value: next });
    setStatus(what);
  };

  const input = usePainterInput({
    annotations,
    commit,
    colorIndex,
    tool: toolOf(props.marker),
    moveAsDefault: props.moveAsDefault !== false,
    rightClickUndo: (props.rightClickUndo ?? 'none') as RightClickUndo,
    disallowAnnotationMoving: props.disallowAnnotationMoving === true,
    brushWidth,
    sprayDensity: positive(props.sprayDensity) ?? 10,
    sprayRadius: positive(props.sprayRadius) ?? 8,
    disabled,
    hit: { brushWidth, imageSize: (a) => markerOf(String(a.metaData?.marker ?? '')) },
    armed,
    disarm: () => setArmed(undefined),
    width,
    height,
    clock: store.clock,
    redraw,
    log: (m) => logPainter(id, m),
  });
  const cursorRef = useRef(focused ? input.cursor : undefined);
  cursorRef.current = focused ? input.cursor : undefined;

  // Repaint after every render (value, theme, images loaded, the curve under construction, the cursor).
  useLayoutEffect(() => redraw(input.pending));

  // The stored PNG: 200 ms after the last change, at storeImageScale (default 1.5), on storeBgColor.
  const scale = positive(props.storeImageScale) ?? PAINTER_STORE_SCALE;
  const storeBg = text(props.storeBgColor);
  const scheduler = useMemo(
    () =>
      createCaptureScheduler({
        clock: store.clock,
        delayMs: PAINTER_STORE_DELAY_MS,
        retryMs: 500,
        capture: async () => {
          const scene = sceneRef.current(
            shared
              ? { annotations: [...backgroundAnnotations, ...annotations], backgroundAnnotations: [] }
              : {},
          );
          if (imageUrl && bgImage?.status === 'loading') return undefined; // wait for the picture
          const out = document.createElement('canvas');
          out.width = Math.round(width * scale);
          out.height = Math.round(height * scale);
          const ctx = out.getContext('2d');
          if (!ctx) throw new Error('no 2D canvas to store the image');
          paintScene(ctx, storeBg ? { ...scene, background: storeBg } : scene, scale);
          return out.toDataURL('image/png');
        },
        onImage: (png) => sink.set(id, png),
        onError: (error) => logPainter(id, 'the image could not be stored', error),
      }),
    // Everything the picture shows: a change of any restarts the 200 ms delay. The theme's colours reach
    // the picture through sceneRef, not this closure, so the lint cannot see them.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- env.theme changes the picture
    [
      store.clock,
      sink,
      id,
      scale,
      storeBg,
      annotations,
      backgroundAnnotations,
      shared,
      env.theme,
      bgImage?.status,
      imageUrl,
      width,
      height,
    ],
  );
  useEffect(() => {
    if (!storesImage) {
      sink.set(id, undefined);
      return;
    }
    scheduler.schedule();
    return () => scheduler.cancel();
  }, [scheduler, storesImage, sink, id]);
  useEffect(() => () => sink.set(id, undefined), [sink, id]);

  const onDragOver = (e: DragEvent<HTMLCanvasElement>): void => {
    if (!disabled && e.dataTransfer.types.includes(MARKER_DRAG_TYPE)) e.preventDefault();
  };
  const onDrop = (e: DragEvent<HTMLCanvasElement>): void => {
    const m = markers[Number(e.dataTransfer.getData(MARKER_DRAG_TYPE))];
    if (disabled || !m) return;
    e.preventDefault();
    const p = canvasPoint(e.currentTarget, e.clientX, e.clientY, width, height);
    commit(
      [...annotations, { type: 'Image', colorIndex, points: [p], metaData: { marker: m.name } }],
      `${m.name} placed`,
    );
  };

  const problems: string[] = [];
  if (rawSectors > sectors.length) {
    problems.push(
      `Painter: ${rawSectors - sectors.length} sector(s) of the sector map have no valid polygon and are ignored`,
    );
  }
  for (const f of failedImages)
    problems.push(`Painter: the image could not be loaded: ${f.length > 80 ? `${f.slice(0, 80)}…` : f}`);

  const label = text(props.label);
  const align =
    props.posAlignment === 'center' ? 'center' : props.posAlignment === 'right' ? 'flex-end' : 'flex-start';
  const offset = offsetCss(props.posOffset);
  const vAlign =
    props.vposition === 'middle' ? 'center' : props.vposition === 'bottom' ? 'flex-end' : 'flex-start';
  const helpId = `${id}-painter-help`;
  const toolbox =
    markers.length > 0 ? (
      <div style={{ alignSelf: vAlign }}>
        <Toolbox
          id={id}
          markers={markers}
          armed={armed}
          onArm={setArmed}
          colorIndex={colorIndex}
          {...(text(props.colors) ? { colors: props.colors! } : {})}
          disabled={disabled}
        />
      </div>
    ) : null;

  return (
    <div
      className="fw-painter"
      data-fw-type="Painter"
      data-fw-id={id}
      data-sector={String(props.sector ?? '')}
    >
      {label && (
        <div className="fw-painter-label" id={`${id}-painter-label`}>
          {label}
        </div>
      )}
      {env.buildMode && problems.length > 0 && (
        // The alert role sits on a wrapper: on the <ul> it would replace the list role (axe: listitem).
        <div role="alert">
          <ul className="fw-painter-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <div style={{ display: 'flex', justifyContent: align, ...(offset ? { marginLeft: offset } : {}) }}>
        <div
          style={{
            display: 'flex',
            gap: 6,
            flexDirection: props.position === 'right' ? 'row-reverse' : 'row',
          }}
        >
          {toolbox}
          <canvas
            ref={canvasRef}
            className="fw-painter-canvas"
            width={width * PAINTER_CANVAS_SCALE}
            height={height * PAINTER_CANVAS_SCALE}
            style={{
              // The content box is the drawing: a border must not shrink it (the form sets border-box).
              boxSizing: 'content-box',
              width,
              height,
              touchAction: 'none',
              cursor: disabled ? 'not-allowed' : armed ? 'copy' : 'crosshair',
            }}
            tabIndex={disabled ? -1 : 0}
            role="application"
            aria-roledescription="drawing canvas"
            aria-label={label ?? `Painter ${id}`}
            aria-describedby={helpId}
            aria-disabled={disabled || undefined}
            data-annotations={annotations.length}
            data-color-index={colorIndex}
            {...input.handlers}
            onFocus={() => {
              setFocused(true);
              if (!input.cursor) input.setCursor({ x: Math.round(width / 2), y: Math.round(height / 2) });
            }}
            onBlur={() => setFocused(false)}
            onDragOver={onDragOver}
            onDrop={onDrop}
          />
        </div>
      </div>
      <p id={helpId} className="fw-painter-help" hidden>
        Arrow keys move the cursor (Shift: faster), Enter places{' '}
        {markers.length > 0 ? 'the chosen marker or ' : ''}a mark, Delete removes the annotation under the
        cursor, Escape cancels.
      </p>
      <div
        role="status"
        aria-live="polite"
        className="fw-painter-status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {status}
      </div>
    </div>
  );
}
