/**
 * Our small wrapper over plotly.js-basic-dist-min (docs/architecture.md#dependencies-and-why: not react-plotly.js): the three calls
 * the Graph view makes, behind a dynamic `import()` so vite puts the chart library in its own chunk and a
 * form without a Graph never downloads it.
 */

/** A figure as the chart library takes it. */
export interface ChartFigure {
  readonly data: readonly Readonly<Record<string, unknown>>[];
  readonly layout: Readonly<Record<string, unknown>>;
}

/** What the Graph view needs from the chart library. */
export interface ChartLibrary {
  /** Draws or redraws the figure in the element (plotly's `react`: only what changed). */
  draw(el: HTMLElement, figure: ChartFigure): Promise<void>;
  /** The figure as a PNG data URL of the given size and scale. */
  toPng(figure: ChartFigure, size: { width: number; height: number; scale: number }): Promise<string>;
  /** Frees the element's chart. */
  purge(el: HTMLElement): void;
}

interface Plotly {
  react(el: HTMLElement, data: unknown, layout: unknown, config: unknown): Promise<unknown>;
  toImage(figure: unknown, opts: unknown): Promise<string>;
  purge(el: HTMLElement): void;
}

let loading: Promise<ChartLibrary> | undefined;

/** Loads the chart library once (later calls share the promise); a failed load may be retried. */
export function loadChartLibrary(): Promise<ChartLibrary> {
  loading ??= import('plotly.js-basic-dist-min').then(
    (mod) => wrap(((mod as { default?: unknown }).default ?? mod) as Plotly),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function wrap(plotly: Plotly): ChartLibrary {
  return {
    async draw(el, figure) {
      // No mode bar and no editing: the chart is part of a report form, not an analysis tool.
      await plotly.react(el, figure.data, figure.layout, { displayModeBar: false, responsive: true });
    },
    toPng(figure, { width, height, scale }) {
      return plotly.toImage(
        { data: figure.data, layout: figure.layout },
        { format: 'png', width, height, scale },
      );
    },
    purge(el) {
      plotly.purge(el);
    },
  };
}
