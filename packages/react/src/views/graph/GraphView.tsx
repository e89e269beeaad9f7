import { useEffect, useMemo, useRef, useState } from 'react';
import {
  GRAPH_CAPTURE_DELAY_MS,
  GRAPH_CAPTURE_RETRY_MS,
  graphStoreScale,
  graphTraces,
} from '@formwright/core/runtime';
import { sizeWidth } from '../../fields/size';
import { useFormEnv } from '../../form/FormEnv';
import { useImageSink } from '../../hidden/ImageSink';
import { useFormStore } from '../../store/FormContext';
import type { ViewProps } from '../types';
import { createCaptureScheduler } from './captureScheduler';
import { loadChartLibrary, type ChartFigure, type ChartLibrary } from './chartLibrary';
import { chartColors, DEFAULT_CHART_HEIGHT, imageFigure, themedLayout } from './graphTheme';

/** Logged, not thrown: a chart that cannot be drawn or captured must never break the form (§8). */
function logGraph(id: string, what: string, detail: unknown): void {
  console.warn(`[Formwright] Graph ${id}: ${what}`, detail);
}

/**
 * Graph (docs/components.md#graph): the data's traces drawn by the chart library (loaded on first use),
 * in the theme's colours, redrawn whenever the data or layout formulas change; the chart stored as a PNG
 * for the hidden input named by the id (unless storeImageResult is false), captured 100 ms after a change
 * and retried every 500 ms until the chart is ready. Bad data gives a blank chart and, in build mode, the
 * problems above it.
 */
export function GraphView({ state }: ViewProps<'Graph'>) {
  const { id, props } = state;
  const env = useFormEnv();
  const store = useFormStore();
  const sink = useImageSink();
  const chartRef = useRef<HTMLDivElement>(null);
  const libRef = useRef<ChartLibrary | undefined>(undefined);
  const figureRef = useRef<ChartFigure | undefined>(undefined);
  const drawnRef = useRef<ChartFigure | undefined>(undefined);
  const [loadError, setLoadError] = useState<string>();

  const { traces, problems } = useMemo(() => graphTraces(props.data), [props.data]);
  const storeImage = props.storeImageResult !== false;
  const scale = graphStoreScale(props.storeImageScale);
  const background = props.storeImageBackgroundColor;

  const scheduler = useMemo(
    () =>
      createCaptureScheduler({
        clock: store.clock,
        delayMs: GRAPH_CAPTURE_DELAY_MS,
        retryMs: GRAPH_CAPTURE_RETRY_MS,
        capture: async () => {
          const lib = libRef.current;
          const figure = figureRef.current;
          const el = chartRef.current;
          // Not ready: the library is still loading or the latest figure is not drawn yet.
          if (!lib || !figure || !el || drawnRef.current !== figure) return undefined;
          const width = Number(figure.layout.width) || el.clientWidth || 600;
          const height = Number(figure.layout.height) || DEFAULT_CHART_HEIGHT;
          return lib.toPng(imageFigure(figure, background), { width, height, scale });
        },
        onImage: (png) => sink.set(id, png),
        onError: (error) => logGraph(id, 'image capture failed, retrying in 500 ms', error),
      }),
    [store.clock, sink, id, scale, background],
  );

  useEffect(() => {
    if (problems.length > 0) logGraph(id, 'bad data', problems);
  }, [id, problems]);

  // Draw (and redraw) the chart; each new figure restarts the capture delay.
  useEffect(() => {
    const el = chartRef.current;
    if (!el) return;
    let current = true;
    const figure: ChartFigure = {
      data: traces,
      layout: themedLayout(props.layout, chartColors(env.theme, el)),
    };
    figureRef.current = figure;
    if (storeImage) scheduler.schedule();
    loadChartLibrary()
      .then(async (lib) => {
        if (!current) return;
        libRef.current = lib;
        await lib.draw(el, figure);
        if (current) drawnRef.current = figure;
      })
      .catch((error: unknown) => {
        logGraph(id, 'the chart could not be drawn', error);
        if (current) setLoadError(String(error));
      });
    return () => {
      current = false;
      scheduler.cancel();
    };
  }, [id, traces, props.layout, env.theme, storeImage, scheduler]);

  // No stored image when storeImageResult is false or once the Graph is gone.
  useEffect(() => {
    if (!storeImage) sink.set(id, undefined);
    return () => sink.set(id, undefined);
  }, [sink, id, storeImage]);

  useEffect(() => {
    const el = chartRef.current;
    return () => {
      if (el && libRef.current) libRef.current.purge(el);
    };
  }, []);

  const label = typeof props.label === 'string' && props.label !== '' ? props.label : undefined;
  return (
    <figure
      className="fw-graph"
      data-fw-type="Graph"
      data-fw-id={id}
      // The chart fills the row unless size says otherwise (plotly sizes itself to this box).
      style={{ margin: 0, width: sizeWidth(props.size) ?? '100%', maxWidth: '100%' }}
    >
      {label && <figcaption className="fw-graph-label">{label}</figcaption>}
      {env.buildMode && (problems.length > 0 || loadError) && (
        // The alert role sits on a wrapper: on the <ul> it would replace the list role (axe: listitem).
        <div role="alert">
          <ul className="fw-graph-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
            {loadError && <li>Graph: the chart could not be drawn: {loadError}</li>}
          </ul>
        </div>
      )}
      <div
        ref={chartRef}
        className="fw-graph-chart"
        role="img"
        aria-label={label ?? `Chart ${id}`}
        data-traces={traces.length}
      />
    </figure>
  );
}
