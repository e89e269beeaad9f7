import type { ChartFigure } from './chartLibrary';

/** The colours a chart takes from the form's theme. */
export interface ChartColors {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly line: string;
  readonly font: string;
  /** Trace colours in order (plotly's colorway): bright enough on dark, dark enough on light. */
  readonly colorway: readonly string[];
}

/**
 * The theme tokens' values (themes/formwright.css) as fallbacks, for when the stylesheet is not loaded
 * (a view tested alone, a host that brings its own CSS); a live form reads the tokens themselves.
 */
export const CHART_THEMES: Readonly<Record<'dark' | 'light', ChartColors>> = {
  dark: {
    background: '#23272e',
    text: '#d7dbe0',
    grid: '#3c434d',
    line: '#56606c',
    font: "'Segoe UI', system-ui, sans-serif",
    colorway: ['#5aa9f0', '#f0a35a', '#7fd08a', '#f07a72', '#c49af0', '#e8d36b', '#6fd6d0', '#f08fc8'],
  },
  light: {
    background: '#ffffff',
    text: '#1d2329',
    grid: '#c9ced5',
    line: '#98a1ac',
    font: "'Segoe UI', system-ui, sans-serif",
    colorway: ['#1f66b3', '#c25a00', '#2e7d32', '#b3261e', '#6a3fb0', '#8a6d00', '#00796b', '#ad1f7a'],
  },
};

/** The chart colours of the theme, from the element's CSS tokens where they are set. */
export function chartColors(theme: 'dark' | 'light', el: Element | null): ChartColors {
  const base = CHART_THEMES[theme];
  if (!el || typeof getComputedStyle !== 'function') return base;
  const css = getComputedStyle(el);
  const token = (name: string, fallback: string): string => css.getPropertyValue(name).trim() || fallback;
  return {
    ...base,
    background: token('--fw-surface', base.background),
    text: token('--fw-text', base.text),
    grid: token('--fw-border', base.grid),
    line: token('--fw-border-strong', base.line),
    font: token('--fw-font', base.font),
  };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `b` laid over `a`, objects merged key by key (the form's layout wins over the theme). */
function deepMerge(a: Obj, b: Obj): Obj {
  const out: Obj = { ...a };
  for (const [k, v] of Object.entries(b))
    out[k] = isObj(v) && isObj(out[k]) ? deepMerge(out[k] as Obj, v) : v;
  return out;
}

/** A title written as plain text becomes plotly's `{ text }` (plotly 3 no longer takes a string). */
function titled(v: unknown): unknown {
  return typeof v === 'string' ? { text: v } : v;
}

/** Default chart height when the layout gives none: a form row, not a full page. */
export const DEFAULT_CHART_HEIGHT = 320;

/**
 * The layout the chart is drawn with: the theme's colours underneath (background, fonts, grid, axis lines,
 * legend, trace colours), the form's layout on top, and plain-text titles accepted for the chart and axes.
 */
export function themedLayout(layout: unknown, colors: ChartColors): Obj {
  const axis = {
    gridcolor: colors.grid,
    linecolor: colors.line,
    zerolinecolor: colors.line,
    color: colors.text,
  };
  const theme: Obj = {
    paper_bgcolor: colors.background,
    plot_bgcolor: colors.background,
    font: { color: colors.text, family: colors.font, size: 13 },
    colorway: [...colors.colorway],
    xaxis: axis,
    yaxis: axis,
    legend: { font: { color: colors.text } },
    margin: { t: 40, r: 20, b: 52, l: 56 },
    height: DEFAULT_CHART_HEIGHT,
  };
  const own: Obj = isObj(layout) ? { ...layout } : {};
  if ('title' in own) own.title = titled(own.title);
  for (const key of ['xaxis', 'yaxis'] as const) {
    const ax = own[key];
    if (isObj(ax) && 'title' in ax) own[key] = { ...ax, title: titled(ax.title) };
  }
  return deepMerge(theme, own);
}

/** The figure the stored PNG is made from: the drawn one on storeImageBackgroundColor when it is set. */
export function imageFigure(figure: ChartFigure, background: unknown): ChartFigure {
  if (typeof background !== 'string' || background.trim() === '') return figure;
  return {
    data: figure.data,
    layout: { ...figure.layout, paper_bgcolor: background, plot_bgcolor: background },
  };
}
